package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;


/**
 * Records the changes of one step as it makes them: the first before value of every agent,
 * location, barrier instance (its lengths, see {@link BarrierInstance#mark}) and the globals it touched (a step touches few, so lists with linear search
 * beat hash maps). Owned by the engine's thread; the engine reuses one for every step ({@link #begin()}).
 */
final class Tx {
    private static final byte AGENT = 0;
    private static final byte LOCATION = 1;
    private static final byte BARRIER = 2;
    private static final byte GLOBALS = 3;

    private final State state;
    private int stamp;
    /** The log in first-touch order: kind, agent id (agents) or key (others), before value. */
    private byte[] kinds = new byte[4];
    private int[] ids = new int[4];
    private Object[] keys = new Object[4];
    private Object[] befores = new Object[4];
    /** Location entries: the location's state after the step's latest change of it (so {@link #writeTo} looks up none). */
    private Object[] afters = new Object[4];
    /** Barrier entries: the instance's lengths before ({@link BarrierInstance#mark}). */
    private long[] marks = new long[4];
    private int size;
    /** Log positions of the non-agent entries (searched linearly: a step touches few). */
    private int[] others = new int[4];
    private int otherCount;

    Tx(State state) {
        this.state = state;
        this.stamp = state.nextTxStamp();
    }

    /**
     * Starts a new step with this (reused) log: forgets the previous step's entries. Their slots are
     * overwritten, not cleared: what they hold the trace holds too (or, after a rollback or a discarded
     * trace tail, at most one step's worth until overwritten).
     */
    Tx begin() {
        size = 0;
        otherCount = 0;
        stamp = state.nextTxStamp();
        return this;
    }

    private void append(byte kind, int id, Object key, Object before) {
        if (size == kinds.length) {
            int n = size * 2;
            kinds = java.util.Arrays.copyOf(kinds, n);
            ids = java.util.Arrays.copyOf(ids, n);
            keys = java.util.Arrays.copyOf(keys, n);
            befores = java.util.Arrays.copyOf(befores, n);
            afters = java.util.Arrays.copyOf(afters, n);
            marks = java.util.Arrays.copyOf(marks, n);
        }
        kinds[size] = kind;
        ids[size] = id;
        keys[size] = key;
        befores[size] = before;
        size++;
    }

    /** Records {@code key}'s before value unless this step already did; returns whether it was new. */
    private boolean remember(byte kind, Object key, Object before) {
        return entry(kind, key, before) < 0;
    }

    /**
     * The log position of {@code key}'s entry, made now with {@code before} when this step has none yet, then
     * returned as {@code -1 - position}.
     */
    private int entry(byte kind, Object key, Object before) {
        for (int i = 0; i < otherCount; i++) {
            int at = others[i];
            // a location by value, the others by identity (one call site per key class: no megamorphic equals)
            if (kinds[at] == kind && (keys[at] == key || kind == LOCATION && ((Location) keys[at]).equals(key))) {
                return at;
            }
        }
        if (otherCount == others.length) {
            others = java.util.Arrays.copyOf(others, otherCount * 2);
        }
        others[otherCount++] = size;
        append(kind, -1, key, before);
        return -size;
    }

    AgentRuntime agent(int id) {
        return state.agents[id];
    }

    void put(AgentRuntime rt) {
        int id = rt.id();
        // agents by stamp: a barrier release touches hundreds of them in one step
        if (state.agentStamps[id] != stamp) {
            state.agentStamps[id] = stamp;
            append(AGENT, id, null, state.agents[id]);
        }
        state.setAgent(rt);
    }

    LocationState location(Location l) {
        return state.locations.get(l);
    }

    void put(LocationState ls) {
        Location l = ls.location();
        int at = entry(LOCATION, l, state.locations.get(l));
        afters[at < 0 ? -1 - at : at] = ls;
        state.locations.put(l, ls);
    }

    /** The barrier instance {@code k} now, or null. */
    BarrierInstance barrier(BarrierKey k) {
        return state.barriers.get(k);
    }

    /** As {@link #barrier(BarrierKey)}, {@code slot} being its scope instance's ({@link Engine#slotOf}). */
    BarrierInstance barrier(BarrierKey k, int slot) {
        return state.barrier(k, slot);
    }

    /** A new, empty barrier instance in the state (none must be there for its key). */
    BarrierInstance newBarrier(BarrierKey k, Long quorum, boolean open) {
        return newBarrier(new BarrierInstance(k, quorum, open));
    }

    /**
     * As {@link #newBarrier(BarrierKey, Long, boolean)} for an instance of the scope instance with slot
     * {@code slot} ({@link Engine#slotOf}) that {@code members} invocations can reach (room for them all).
     */
    BarrierInstance newBarrier(BarrierKey k, Long quorum, boolean open, int slot, int members) {
        BarrierInstance b = new BarrierInstance(k, quorum, open);
        b.setSlot(slot);
        b.reserve(members);
        return newBarrier(b);
    }

    private BarrierInstance newBarrier(BarrierInstance b) {
        if (remember(BARRIER, b, null)) {
            marks[size - 1] = b.mark(false);
        }
        state.putBarrier(b);
        return b;
    }

    /** Call before changing {@code b}: records its lengths for undo. */
    void touch(BarrierInstance b) {
        if (remember(BARRIER, b, null)) {
            marks[size - 1] = b.mark(b.present());
        }
    }

    /** Takes {@code b} out of the state (released). */
    void remove(BarrierInstance b) {
        touch(b);
        state.removeBarrier(b.key);
    }

    Globals globals() {
        return state.globals;
    }

    void put(Globals g) {
        remember(GLOBALS, Globals.class, state.globals);
        state.globals = g;
    }

    /** Appends this step's undo entries, in first-touch order, to {@code log} (see {@link TraceLog}). */
    void writeTo(TraceLog log) {
        for (int i = 0; i < size; i++) {
            switch (kinds[i]) {
                case AGENT -> log.agentEntry(befores[i], state.agents[ids[i]]);
                case LOCATION -> log.entry(keys[i], befores[i], afters[i]);
                case BARRIER -> {
                    BarrierInstance b = (BarrierInstance) keys[i];
                    log.barrierEntry(b, marks[i], b.mark(b.present()));
                }
                default -> log.entry(TraceLog.GLOBALS, befores[i], state.globals);
            }
        }
    }

    /** Undo everything recorded so far (a step that failed half-way), newest change first. */
    void rollback() {
        for (int i = size - 1; i >= 0; i--) {
            switch (kinds[i]) {
                case AGENT -> state.setAgent((AgentRuntime) befores[i]);
                case LOCATION -> state.locations.put((Location) keys[i], (LocationState) befores[i]);
                case BARRIER -> TraceLog.setBarrier(state, (BarrierInstance) keys[i], marks[i]);
                default -> state.globals = (Globals) befores[i];
            }
        }
    }
}
