package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;

/**
 * What the step under way did, as the executor reports it: the fields of an {@link Event} in one
 * reused buffer, so a step allocates no event ({@link TraceLog} keeps the fields; the {@link Event}
 * is built when someone reads the step). Mutable, owned by the engine's thread; every step
 * overwrites it ({@link #set}).
 */
final class StepEvent {
    private Event.Kind kind;
    private int agent;
    private int seq;
    private Action action;
    private Location location;
    private long value;
    private int writeId;
    private int readFrom;
    private boolean stale;
    private int newRaces;
    private boolean released;

    /**
     * Sets every field (the parameters of {@link Event}'s constructor, in its order, but the source, which is always
     * the action's: {@link #source()}); returns this buffer.
     */
    StepEvent set(Event.Kind kind, int agent, int seq, Action action, Location location, long value, int writeId,
                  int readFrom, boolean stale, int newRaces, boolean released) {
        this.kind = kind;
        this.agent = agent;
        this.seq = seq;
        this.action = action;
        this.location = location;
        this.value = value;
        this.writeId = writeId;
        this.readFrom = readFrom;
        this.stale = stale;
        this.newRaces = newRaces;
        this.released = released;
        return this;
    }

    /** An event of a kind that accesses no memory (no location, value, write or races). */
    StepEvent set(Event.Kind kind, int agent, int seq, Action action, boolean released) {
        return set(kind, agent, seq, action, null, 0, -1, Integer.MIN_VALUE, false, 0, released);
    }

    /** The buffer's contents as an immutable event. */
    Event toEvent() {
        return new Event(kind, agent, seq, action, location, value, writeId, readFrom, stale, newRaces, released,
                source());
    }

    Event.Kind kind() {
        return kind;
    }

    int agent() {
        return agent;
    }

    int seq() {
        return seq;
    }

    Action action() {
        return action;
    }

    Location location() {
        return location;
    }

    long value() {
        return value;
    }

    int writeId() {
        return writeId;
    }

    int readFrom() {
        return readFrom;
    }

    boolean stale() {
        return stale;
    }

    int newRaces() {
        return newRaces;
    }

    boolean released() {
        return released;
    }

    /** The action's source position ({@link SourceSpan#UNKNOWN} for a step without one: a fault). */
    SourceSpan source() {
        return action == null ? SourceSpan.UNKNOWN : action.source();
    }
}
