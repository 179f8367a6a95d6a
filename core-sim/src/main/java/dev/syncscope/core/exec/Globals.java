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
 * @param raceCounts        a tally per {@link RaceLines} (an invocation's races between two instructions): races
 *                          listed times two, plus one once a race of it was found and not listed
 * @param racesUnlisted     how many {@link RaceLines} have races not listed
 * @param domainOps         memory domain operations performed (device to host, host to device), newest first
 * @param undefinedReports  the UNDEFINED_READ diagnostics among {@code diagnostics}, by the read or value each reports
 */
public record Globals(PList<DeviceOp> deviceOps, PList<Diagnostic> diagnostics, PList<Race> races,
                      PMap<RaceSites, Race> raceSites, PMap<RaceLines, Integer> raceCounts, int racesUnlisted,
                      PList<DomainOp> domainOps, UndefinedReports undefinedReports) {

    /**
     * A memory domain operation by {@code agent} at {@code seq}, {@code toHost} from the device domain to the host
     * domain, else from the host domain to the device domain (VK MM: Availability, Visibility, and Domain
     * Operations). Kept for location order, which needs only that one happens-after an availability operation and
     * before the access (VK MM: Location-Ordered, last bullet), also for a write retired since (whose availability
     * state the operation no longer changes).
     */
    public record DomainOp(int agent, int seq, boolean toHost) { }

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
        return new Globals(PList.empty(), PList.empty(), PList.empty(), PMap.empty(), PMap.empty(), 0, PList.empty(),
                UndefinedReports.EMPTY);
    }

    Globals withDeviceOp(DeviceOp d) {
        return new Globals(deviceOps.prepend(d), diagnostics, races, raceSites, raceCounts, racesUnlisted, domainOps,
                undefinedReports);
    }

    Globals withDomainOp(DomainOp d) {
        return new Globals(deviceOps, diagnostics, races, raceSites, raceCounts, racesUnlisted, domainOps.prepend(d),
                undefinedReports);
    }

    Globals withDiagnostic(Diagnostic d) {
        return new Globals(deviceOps, diagnostics.prepend(d), races, raceSites, raceCounts, racesUnlisted, domainOps,
                undefinedReports.with(d));
    }

    Globals withRace(Race r, Diagnostic d) {
        RaceLines second = RaceLines.of(r.second(), r.first(), r.second());
        RaceLines first = RaceLines.of(r.first(), r.first(), r.second());
        PMap<RaceLines, Integer> counts = raceCounts.put(second, tally(raceCounts.get(second)) + 2);
        if (!first.equals(second)) {
            counts = counts.put(first, tally(counts.get(first)) + 2);
        }
        return new Globals(deviceOps, diagnostics.prepend(d), races.prepend(r),
                raceSites.put(RaceSites.of(r.first(), r.second()), r), counts, racesUnlisted, domainOps,
                undefinedReports);
    }

    /** A race of {@code a}'s and {@code b}'s invocations found with both their tallies full: counted, not listed. */
    Globals withRaceUnlisted(RaceLines a, RaceLines b) {
        PMap<RaceLines, Integer> counts = raceCounts;
        int more = racesUnlisted;
        for (RaceLines k : a.equals(b) ? java.util.List.of(a) : java.util.List.of(a, b)) {
            Integer t = counts.get(k);
            if (!RaceLines.more(t)) {
                counts = counts.put(k, tally(t) | 1);
                more++;
            }
        }
        return new Globals(deviceOps, diagnostics, races, raceSites, counts, more, domainOps, undefinedReports);
    }

    private static int tally(Integer t) {
        return t == null ? 0 : t;
    }
}
