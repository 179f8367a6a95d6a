package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;

/**
 * What one step did, for the trace, the execution graph and breakpoints. Immutable.
 *
 * @param kind      kind of event
 * @param agent     the invocation that stepped
 * @param seq       its position in that invocation's program order
 * @param action    the action performed ({@code null} for a status-only step)
 * @param location  location accessed, or {@code null}
 * @param value     value written or read (0 otherwise)
 * @param writeId   id of the write made, or -1
 * @param readFrom  id of the write read from (negative: initial), or {@link Integer#MIN_VALUE}
 * @param stale     a read that did not see a newer write
 * @param newRaces  races found by this step
 * @param released  whether a control barrier released at this step
 * @param source    where in the user's file
 */
public record Event(Kind kind, int agent, int seq, Action action, Location location, long value, int writeId,
                    int readFrom, boolean stale, int newRaces, boolean released, SourceSpan source) {

    /**
     * Kinds of event. {@code DEVICE_AVAILABILITY} is every API-side operation that widens availability (avdevice,
     * a host flush, a memory domain operation) and {@code DEVICE_VISIBILITY} every API-side visibility operation
     * (visdevice, a host invalidate): the {@link #action()} tells which.
     */
    public enum Kind { LOAD, STORE, RMW, MEMORY_BARRIER, CONTROL_BARRIER, DEVICE_AVAILABILITY, DEVICE_VISIBILITY, EXIT,
        /** Arrival at a collective operation ({@code released}: the operation completed at this step). */
        COLLECTIVE }
}
