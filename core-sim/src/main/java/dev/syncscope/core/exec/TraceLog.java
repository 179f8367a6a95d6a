package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The recorded steps, lean: per step a handful of {@code long}s and references appended to two
 * shared arenas, so a retained step costs a few dozen bytes instead of a step record, an event and
 * an effect list. {@link StepRecord}, {@link Event} and the {@link Effect} list are built only when
 * someone asks ({@link #record}). Arenas grow in fixed chunks ({@link Chunks}). Mutable, owned by
 * the engine's thread.
 *
 * <p>Step {@code i} starts at the arena positions in {@code index[i]} (references high, longs low)
 * and ends where step {@code i + 1} starts. Its longs: agent and decision's read; sequence number,
 * kind and flags; for a load, store or read-modify-write the value, write id and read-from, and
 * new races; then two per barrier entry (its lengths before and after). Its references: the action,
 * for a memory event its location, then the undo entries in the order the step first touched each
 * thing: an agent as (before, after) records; a location as (location, before, after); the globals
 * as ({@link #GLOBALS}, before, after); a barrier instance as (instance).
 */
final class TraceLog {

    /** The first slot of a globals entry. */
    static final Object GLOBALS = Globals.class;
    private static final Event.Kind[] KINDS = Event.Kind.values();
    private static final long STALE = 1L << 36;
    private static final long RELEASED = 1L << 37;
    private static final int KIND_SHIFT = 32;

    private int size;
    private final Chunks.Longs index = new Chunks.Longs();
    private final Chunks.Longs longs = new Chunks.Longs();
    private final Chunks.Refs refs = new Chunks.Refs();
    /** Events the arenas cannot rebuild exactly (none that the executor makes today; kept whole, by step). */
    private final Map<Integer, Event> irregular = new HashMap<>();
    /** The newest appended step still recorded (-1: none) and its agent (schedulers ask for it at every step). */
    private int lastAppended = -1;
    private int lastAppendedAgent;
    /** The shortest length truncated to since {@link #takeTruncation} last asked. */
    private int truncatedTo = Integer.MAX_VALUE;
    /** Reused by {@link #undo}: where each entry of a step starts. */
    private int[] starts = new int[16];

    int size() {
        return size;
    }

    /**
     * The shortest length the trace was truncated to since the last call ({@link Integer#MAX_VALUE}: none), for the one
     * index kept beside it ({@link AgentSteps}).
     */
    int takeTruncation() {
        int t = truncatedTo;
        truncatedTo = Integer.MAX_VALUE;
        return t;
    }

    /** Forgets the steps at index {@code n} and later. */
    void truncate(int n) {
        if (n >= size) {
            return;
        }
        truncatedTo = Math.min(truncatedTo, n);
        long at = index.get(n);
        refs.truncate(refStart(at));
        longs.truncate(longStart(at));
        index.truncate(n);
        size = n;
        if (lastAppended >= n) {
            lastAppended = -1;
        }
        irregular.keySet().removeIf(i -> i >= n);
    }

    private static int refStart(long at) {
        return (int) (at >>> 32);
    }

    private static int longStart(long at) {
        return (int) at;
    }

    private int refEnd(int i) {
        return i + 1 < size ? refStart(index.get(i + 1)) : refs.size();
    }

    private int longEnd(int i) {
        return i + 1 < size ? longStart(index.get(i + 1)) : longs.size();
    }

    // ---- recording (the step first, then its undo entries) ----------------------------------------

    /** Opens step {@code size} with its decision and event; its undo entries follow. */
    void append(Decision d, StepEvent ev) {
        int i = size;
        index.add(((long) refs.size() << 32) | longs.size());
        longs.add(((long) d.readFrom() << 32) | (d.agent() & 0xffffffffL));
        Event.Kind kind = ev.kind();
        longs.add((ev.seq() & 0xffffffffL) | ((long) kind.ordinal() << KIND_SHIFT) | (ev.stale() ? STALE : 0)
                | (ev.released() ? RELEASED : 0));
        refs.add(ev.action());
        if (isMemory(kind)) {
            longs.add(ev.value());
            longs.add(((long) ev.readFrom() << 32) | (ev.writeId() & 0xffffffffL));
            longs.add(ev.newRaces());
            refs.add(ev.location());
        }
        size++;
        lastAppended = i;
        lastAppendedAgent = d.agent();
        if (!regular(d, ev)) {
            irregular.put(i, ev.toEvent());
        }
    }

    /** An agent's entry: its records before and after. */
    void agentEntry(Object before, Object after) {
        refs.add(before);
        refs.add(after);
    }

    /** A location's or the globals' entry ({@code what}: the location or {@link #GLOBALS}). */
    void entry(Object what, Object before, Object after) {
        refs.add(what);
        refs.add(before);
        refs.add(after);
    }

    /** A barrier instance's entry: its lengths before and after ({@link BarrierInstance#mark}). */
    void barrierEntry(BarrierInstance b, long before, long after) {
        refs.add(b);
        longs.add(before);
        longs.add(after);
    }

    /**
     * Whether {@link #event} rebuilds {@code ev} exactly from the arenas (the event's source is its action's, see
     * {@link StepEvent#source()}).
     */
    private static boolean regular(Decision d, StepEvent ev) {
        return ev.agent() == d.agent() && (isMemory(ev.kind()) || (ev.location() == null && ev.value() == 0
                && ev.writeId() == -1 && ev.readFrom() == Integer.MIN_VALUE && !ev.stale() && ev.newRaces() == 0));
    }

    private static boolean isMemory(Event.Kind k) {
        return k == Event.Kind.LOAD || k == Event.Kind.STORE || k == Event.Kind.RMW;
    }

    // ---- reading -------------------------------------------------------------------------------

    int agent(int i) {
        if (i == lastAppended) {
            return lastAppendedAgent;
        }
        return (int) longs.get(longStart(index.get(i)));
    }

    /** Whether step {@code i} is a load or a read-modify-write, without building its event. */
    boolean reads(int i) {
        Event.Kind kind = KINDS[(int) (longs.get(longStart(index.get(i)) + 1) >>> KIND_SHIFT) & 0xf];
        return kind == Event.Kind.LOAD || kind == Event.Kind.RMW;
    }

    /** The decision of step {@code i} ({@code defaults}: the engine's shared default decisions). */
    Decision decision(int i, Engine defaults) {
        long v = longs.get(longStart(index.get(i)));
        int agent = (int) v;
        int r = (int) (v >>> 32);
        return r == Decision.DEFAULT ? defaults.defaultDecision(agent) : new Decision(agent, r);
    }

    /** The decisions of steps {@code from} (inclusive) to {@code to} (exclusive), as {@link #decision} gives each. */
    List<Decision> decisions(int from, int to, Engine defaults) {
        List<Decision> out = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            out.add(decision(i, defaults));
        }
        return out;
    }

    /** What step {@code i} did. */
    Event event(int i) {
        Event ev = irregular.isEmpty() ? null : irregular.get(i);
        if (ev != null) {
            return ev;
        }
        long at = index.get(i);
        int l = longStart(at);
        int r = refStart(at);
        int agent = (int) longs.get(l);
        long k = longs.get(l + 1);
        Event.Kind kind = KINDS[(int) (k >>> KIND_SHIFT) & 0xf];
        int seq = (int) k;
        Action action = (Action) refs.get(r);
        SourceSpan src = action == null ? SourceSpan.UNKNOWN : action.source();
        boolean released = (k & RELEASED) != 0;
        if (!isMemory(kind)) {
            return new Event(kind, agent, seq, action, null, 0, -1, Integer.MIN_VALUE, false, 0, released, src);
        }
        long ids = longs.get(l + 3);
        return new Event(kind, agent, seq, action, (Location) refs.get(r + 1), longs.get(l + 2), (int) ids,
                (int) (ids >>> 32), (k & STALE) != 0, (int) longs.get(l + 4), released, src);
    }

    /** Step {@code i} as a record with {@code d} and {@code ev} (its effects copied out of the arenas now). */
    StepRecord record(int i, Decision d, Event ev) {
        return new StepRecord(i, d, ev, effects(i));
    }

    /** Step {@code i} as a record, built now. */
    StepRecord record(int i, Engine defaults) {
        return record(i, decision(i, defaults), event(i));
    }

    /** Whether step {@code i} is a memory event (its fixed part in the arenas is longer). */
    private boolean memory(long at) {
        return isMemory(KINDS[(int) (longs.get(longStart(at) + 1) >>> KIND_SHIFT) & 0xf]);
    }

    /** Where step {@code i}'s undo entries start in the reference arena. */
    private int entriesFrom(int i) {
        long at = index.get(i);
        return refStart(at) + (memory(at) ? 2 : 1);
    }

    /** Where step {@code i}'s barrier lengths start in the long arena. */
    private int marksFrom(int i) {
        long at = index.get(i);
        return longStart(at) + (memory(at) ? 5 : 2);
    }

    /**
     * The changes of step {@code i}, copied out of the arenas (a barrier's as its arrays and lengths,
     * which keep their contents for good: see {@link BarrierInstance}).
     */
    List<Effect> effects(int i) {
        int from = entriesFrom(i);
        int to = refEnd(i);
        int m = marksFrom(i);
        int n = 0;
        for (int j = from; j < to; j += width(j)) {
            n++;
        }
        Object[] slots = new Object[3 * n];
        int at = 0;
        for (int j = from; j < to; j += width(j)) {
            Object first = refs.get(j);
            if (first instanceof AgentRuntime) {
                slots[at + 1] = first;
                slots[at + 2] = refs.get(j + 1);
            } else if (first instanceof BarrierInstance b) {
                slots[at] = new EffectList.BarrierSlot(b.key, b.quorum, b.arrivalsArray(), b.releasesArray(),
                        longs.get(m), longs.get(m + 1));
                m += 2;
            } else {
                slots[at] = first == GLOBALS ? EffectList.GLOBALS : first;
                slots[at + 1] = refs.get(j + 1);
                slots[at + 2] = refs.get(j + 2);
            }
            at += 3;
        }
        return EffectList.of(slots);
    }

    /** Reference slots of the entry starting at slot {@code j}. */
    private int width(int j) {
        Object first = refs.get(j);
        return first instanceof AgentRuntime ? 2 : first instanceof BarrierInstance ? 1 : 3;
    }

    // ---- undo and redo ---------------------------------------------------------------------------

    /** Puts the before values of step {@code i} back, newest change first. */
    void undo(int i, State s) {
        int from = entriesFrom(i);
        int to = refEnd(i);
        int n = 0;
        for (int j = from; j < to; j += width(j)) {
            if (n == starts.length) {
                starts = Arrays.copyOf(starts, n * 2);
            }
            starts[n++] = j;
        }
        int m = longEnd(i);
        for (int k = n - 1; k >= 0; k--) {
            int j = starts[k];
            Object first = refs.get(j);
            if (first instanceof BarrierInstance b) {
                m -= 2;
                setBarrier(s, b, longs.get(m));
            } else if (first instanceof AgentRuntime rt) {
                s.setAgent(rt);
            } else {
                put(s, first, refs.get(j + 1));
            }
        }
    }

    /** Puts the after values of step {@code i} back, oldest change first. */
    void redo(int i, State s) {
        int to = refEnd(i);
        int m = marksFrom(i);
        for (int j = entriesFrom(i); j < to; ) {
            Object first = refs.get(j);
            if (first instanceof BarrierInstance b) {
                setBarrier(s, b, longs.get(m + 1));
                m += 2;
                j++;
            } else if (first instanceof AgentRuntime) {
                s.setAgent((AgentRuntime) refs.get(j + 1));
                j += 2;
            } else {
                put(s, first, refs.get(j + 2));
                j += 3;
            }
        }
    }

    /** Puts {@code b} back at the lengths and flags of {@code mark}, in the state or out of it. */
    static void setBarrier(State s, BarrierInstance b, long mark) {
        b.reset(mark);
        if (BarrierInstance.present(mark)) {
            s.putBarrier(b);
        } else {
            s.removeBarrier(b.key);
        }
    }

    /** Sets a location or the globals ({@code what}: the location or {@link #GLOBALS}). */
    private static void put(State s, Object what, Object value) {
        if (what instanceof Location l) {
            s.locations.put(l, (LocationState) value);
        } else {
            s.globals = (Globals) value;
        }
    }
}
