package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The effects of one step, packed: three slots per change (what changed, before, after) in one
 * array instead of an object per change, so a step's undo log costs one array. The {@link Effect}
 * records are made when asked for; undo and redo apply the slots directly. What changed is
 * {@code null} for an agent (its id is in the records), a {@link Location}, a {@link BarrierKey},
 * or {@link #GLOBALS}. Immutable (the array is built once by {@link Tx} and never changed).
 */
final class EffectList extends AbstractList<Effect> implements RandomAccess {

    /** The slot value naming the globals. */
    static final Object GLOBALS = Globals.class;

    private final Object[] slots;

    /** Takes {@code slots} over: the caller must not keep or change the array. */
    EffectList(Object[] slots) {
        this.slots = slots;
    }

    @Override
    public Effect get(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException(index);
        }
        Object key = slots[3 * index];
        Object before = slots[3 * index + 1];
        Object after = slots[3 * index + 2];
        if (key == null) {
            AgentRuntime b = (AgentRuntime) before;
            return new Effect.AgentChange(b.id(), b, (AgentRuntime) after);
        } else if (key instanceof Location l) {
            return new Effect.LocationChange(l, (LocationState) before, (LocationState) after);
        } else if (key instanceof BarrierKey k) {
            return new Effect.BarrierChange(k, (BarrierState) before, (BarrierState) after);
        }
        return new Effect.GlobalsChange((Globals) before, (Globals) after);
    }

    @Override
    public int size() {
        return slots.length / 3;
    }

    /** Puts the before values back, newest change first (as {@link Effect#undo} in reverse order). */
    void undo(State s) {
        for (int i = slots.length - 3; i >= 0; i -= 3) {
            put(s, slots[i], slots[i + 1]);
        }
    }

    /** Puts the after values back, oldest change first (as {@link Effect#redo} in order). */
    void redo(State s) {
        for (int i = 0; i < slots.length; i += 3) {
            put(s, slots[i], slots[i + 2]);
        }
    }

    private static void put(State s, Object key, Object value) {
        if (key == null) {
            s.setAgent((AgentRuntime) value);
        } else if (key instanceof Location l) {
            s.locations.put(l, (LocationState) value);
        } else if (key instanceof BarrierKey k) {
            if (value == null) {
                s.barriers.remove(k);
            } else {
                s.barriers.put(k, (BarrierState) value);
            }
        } else {
            s.globals = (Globals) value;
        }
    }
}
