package dev.syncscope.core.exec;

import dev.syncscope.core.memory.PList;
import dev.syncscope.core.memory.PMap;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.sync.Knowledge;

/**
 * Engine-wide state besides agents, locations and barriers: the device-domain operations
 * performed, diagnostics and races found so far. (Without chains, the availability operations a
 * chain could have continued are in the engine's {@link AvailabilityLog}.) Immutable.
 *
 * @param deviceOps         API-side visibility operations performed (device and host domain), newest first
 * @param diagnostics       diagnostics, newest first
 * @param races             races, newest first
 * @param raceSites         the sites of every race in {@code races}, so a race already reported is found at once
 */
public record Globals(PList<DeviceOp> deviceOps, PList<Diagnostic> diagnostics, PList<Race> races,
                      PMap<RaceSites, Race> raceSites) {

    /**
     * An API-side visibility operation by {@code agent} at {@code seq}: from the device domain to the device
     * agents (litmus {@code visdevice}), or, {@code host}, from the host domain to the host agents
     * ({@code vkInvalidateMappedMemoryRanges}, {@link dev.syncscope.core.model.Action.HostVisibility}).
     */
    public record DeviceOp(int agent, int seq, long step, boolean host) {

        /** A visibility operation from the device domain. */
        public DeviceOp(int agent, int seq, long step) {
            this(agent, seq, step, false);
        }
    }

    /**
     * An availability operation: by whom, where in its program, up to which domain level (0..3), for
     * which storage classes ({@code semantics}) or which (reference, location) (per-instruction), and
     * the agent's knowledge at that point, and the operation's class mask ({@link Ordering#accessMask}).
     */
    public record AvailabilityOp(int agent, int seq, int level, Semantics semantics, String reference,
                                 Location location, Knowledge knowledge, int classMask) { }

    static Globals initial() {
        return new Globals(PList.empty(), PList.empty(), PList.empty(), PMap.empty());
    }

    Globals withDeviceOp(DeviceOp d) {
        return new Globals(deviceOps.prepend(d), diagnostics, races, raceSites);
    }

    Globals withDiagnostic(Diagnostic d) {
        return new Globals(deviceOps, diagnostics.prepend(d), races, raceSites);
    }

    Globals withRace(Race r, Diagnostic d) {
        return new Globals(deviceOps, diagnostics.prepend(d), races.prepend(r),
                raceSites.put(RaceSites.of(r.first(), r.second()), r));
    }
}
