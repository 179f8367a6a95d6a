package dev.syncscope.core.exec;

import dev.syncscope.core.memory.PList;

/**
 * Engine-wide state besides agents, locations and barriers: the device-domain operations
 * performed, diagnostics and races found so far. Immutable.
 *
 * @param deviceOps     device-domain visibility operations performed (agent, seq), newest first
 * @param diagnostics   diagnostics, newest first
 * @param races         races, newest first
 */
public record Globals(PList<DeviceOp> deviceOps, PList<Diagnostic> diagnostics, PList<Race> races) {

    /** A device-domain operation (litmus {@code visdevice}) by {@code agent} at {@code seq}. */
    public record DeviceOp(int agent, int seq, long step) { }

    static Globals initial() {
        return new Globals(PList.empty(), PList.empty(), PList.empty());
    }
}
