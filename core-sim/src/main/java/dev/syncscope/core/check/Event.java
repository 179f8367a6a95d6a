package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;

/**
 * One event of a candidate execution: a dynamic instance of an action of one agent, with the values
 * it read and wrote. Events are numbered {@code 0..n-1}; relations of the execution range over
 * these numbers. Immutable.
 *
 * @param id           index of the event in its execution
 * @param agent        the agent (invocation) id
 * @param agentName    its name, e.g. {@code P1}
 * @param indexInAgent position in the agent's program order, from 0
 * @param kind         what sort of event it is
 * @param action       the action as the thread emitted it
 * @param location     the location accessed, or null for barriers and availability, visibility and domain
 *                     operations
 * @param reference    the reference used, or null
 * @param readValue    the value read (loads, RMWs), or null
 * @param writtenValue the value written (stores, RMWs whose write happened), or null
 */
public record Event(int id, int agent, String agentName, int indexInAgent, Kind kind, Action action,
                    Location location, Reference reference, Long readValue, Long writtenValue) {

    /**
     * The sort of an event. {@code AV_DEVICE}/{@code VIS_DEVICE}: availability to / visibility from the device
     * domain; {@code HOST_AVAILABILITY}/{@code HOST_VISIBILITY}: a host agent's flush / invalidate (to / from
     * the host domain); {@code DOMAIN_OPERATION}: a memory domain operation host to device or device to host.
     */
    public enum Kind {
        READ, WRITE, READ_MODIFY_WRITE, MEMORY_BARRIER, CONTROL_BARRIER, AV_DEVICE, VIS_DEVICE,
        HOST_AVAILABILITY, HOST_VISIBILITY, DOMAIN_OPERATION
    }

    public SourceSpan source() {
        return action.source();
    }

    public boolean isRead() {
        return readValue != null;
    }

    public boolean isWrite() {
        return writtenValue != null;
    }

    /** Short label for graphs, e.g. {@code P1: R x = 1}. */
    public String label() {
        String body = switch (kind) {
            case READ, WRITE -> accessLabel() + " = " + valueLabel();
            case READ_MODIFY_WRITE -> accessLabel() + " " + valueLabel();
            case MEMORY_BARRIER -> "membar";
            case CONTROL_BARRIER -> "cbar #" + ((Action.ControlBarrier) action).instance();
            case AV_DEVICE -> "avdevice";
            case VIS_DEVICE -> "visdevice";
            case HOST_AVAILABILITY -> "flush";
            case HOST_VISIBILITY -> "invalidate";
            case DOMAIN_OPERATION -> ((Action.MemoryDomainOperation) action).direction()
                    == Action.MemoryDomainOperation.Direction.HOST_TO_DEVICE ? "dom.h2d" : "dom.d2h";
        };
        return agentName + ": " + body;
    }

    /**
     * A memory access's kind and location without its value, e.g. {@code R x[1]}, {@code W y},
     * {@code RMW z}; the kind alone for other events.
     */
    public String accessLabel() {
        return switch (kind) {
            case READ -> "R " + reference.locationName(location.index());
            case WRITE -> "W " + reference.locationName(location.index());
            case READ_MODIFY_WRITE -> "RMW " + reference.locationName(location.index());
            default -> kind.name();
        };
    }

    /**
     * What a memory access read or wrote, as in its {@link #label()}: {@code 1} for a load or store,
     * {@code 0 -> 1} or {@code 0 (no write)} for a read-modify-write; empty for other events.
     */
    public String valueLabel() {
        return switch (kind) {
            case READ -> shown(readValue);
            case WRITE -> shown(writtenValue);
            case READ_MODIFY_WRITE -> readText() + (writtenValue == null ? " (no write)" : " -> " + writtenText());
            default -> "";
        };
    }

    /** The value read, as the reference accessed declares it ({@code 2.5} for a float); "null" for no read. */
    public String readText() {
        return shown(readValue);
    }

    /** The value written, as the reference accessed declares it ({@code 2.5} for a float); "null" for no write. */
    public String writtenText() {
        return shown(writtenValue);
    }

    /** {@code value} as the reference accessed declares it ({@code 2.5} for a float, {@link Reference#valueText}). */
    private String shown(Long value) {
        return value == null || reference == null || location == null ? String.valueOf(value)
                : reference.valueText(location.index(), value);
    }

    /** The kind of event of each kind of action that is a memory event (a subgroup operation is none). */
    private static final java.util.Map<Class<?>, Kind> KINDS = java.util.Map.of(Action.Load.class, Kind.READ,
            Action.Store.class, Kind.WRITE, Action.ReadModifyWrite.class, Kind.READ_MODIFY_WRITE,
            Action.MemoryBarrier.class, Kind.MEMORY_BARRIER, Action.ControlBarrier.class, Kind.CONTROL_BARRIER,
            Action.DeviceAvailability.class, Kind.AV_DEVICE, Action.DeviceVisibility.class, Kind.VIS_DEVICE,
            Action.HostAvailability.class, Kind.HOST_AVAILABILITY, Action.HostVisibility.class, Kind.HOST_VISIBILITY,
            Action.MemoryDomainOperation.class, Kind.DOMAIN_OPERATION);

    /** The event numbered {@code id} of {@code s}, the {@code index}th step with an event of {@code agent}'s path. */
    static Event of(int id, dev.syncscope.core.model.Agent agent, int index, Trace.Step s) {
        Action a = s.action();
        Kind kind = KINDS.get(a.getClass());
        if (kind == null) {
            throw new IllegalArgumentException("no event kind for " + a);
        }
        Reference ref = ReadSources.reference(a);
        return new Event(id, agent.id(), agent.name(), index, kind, a, AccessedLocation.of(a), ref,
                s.read(), s.written());
    }

    @Override
    public String toString() {
        return "e" + id + " " + label() + " @" + source();
    }
}
