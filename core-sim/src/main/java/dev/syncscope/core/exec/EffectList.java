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
 * or {@link #GLOBALS}. A step of one or two changes (most steps: the agent, and a location or a
 * barrier) keeps its slots in the list's own fields, with no array. Immutable (the slots are
 * set once by {@link Tx} and never changed).
 */
abstract class EffectList extends AbstractList<Effect> implements RandomAccess {

    /** The slot value naming the globals. */
    static final Object GLOBALS = Globals.class;

    /** The effects in {@code slots}: taken over, the caller must not keep or change the array. */
    static EffectList of(Object[] slots) {
        return new Packed(slots);
    }

    /** One change. */
    static EffectList of(Object k0, Object b0, Object a0) {
        return new One(k0, b0, a0);
    }

    /** Two changes, in this order. */
    static EffectList of(Object k0, Object b0, Object a0, Object k1, Object b1, Object a1) {
        return new Two(k0, b0, a0, k1, b1, a1);
    }

    /** Slot {@code i} (three per change). */
    abstract Object slot(int i);

    /** Number of slots (three per change). */
    abstract int slotCount();

    /** Any number of changes, in one array. */
    private static final class Packed extends EffectList {
        private final Object[] slots;

        Packed(Object[] slots) {
            this.slots = slots;
        }

        @Override
        Object slot(int i) {
            return slots[i];
        }

        @Override
        int slotCount() {
            return slots.length;
        }
    }

    /** One change, in fields. */
    private static class One extends EffectList {
        private final Object k0;
        private final Object b0;
        private final Object a0;

        One(Object k0, Object b0, Object a0) {
            this.k0 = k0;
            this.b0 = b0;
            this.a0 = a0;
        }

        @Override
        Object slot(int i) {
            return switch (i) {
                case 0 -> k0;
                case 1 -> b0;
                case 2 -> a0;
                default -> throw new IndexOutOfBoundsException(i);
            };
        }

        @Override
        int slotCount() {
            return 3;
        }
    }

    /** Two changes, in fields: the first as {@link One}. */
    private static final class Two extends One {
        private final Object k1;
        private final Object b1;
        private final Object a1;

        Two(Object k0, Object b0, Object a0, Object k1, Object b1, Object a1) {
            super(k0, b0, a0);
            this.k1 = k1;
            this.b1 = b1;
            this.a1 = a1;
        }

        @Override
        Object slot(int i) {
            return switch (i) {
                case 3 -> k1;
                case 4 -> b1;
                case 5 -> a1;
                default -> super.slot(i);
            };
        }

        @Override
        int slotCount() {
            return 6;
        }
    }

    @Override
    public Effect get(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException(index);
        }
        Object key = slot(3 * index);
        Object before = slot(3 * index + 1);
        Object after = slot(3 * index + 2);
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
        return slotCount() / 3;
    }

    /** Puts the before values back, newest change first (as {@link Effect#undo} in reverse order). */
    void undo(State s) {
        for (int i = slotCount() - 3; i >= 0; i -= 3) {
            put(s, slot(i), slot(i + 1));
        }
    }

    /** Puts the after values back, oldest change first (as {@link Effect#redo} in order). */
    void redo(State s) {
        for (int i = 0, n = slotCount(); i < n; i += 3) {
            put(s, slot(i), slot(i + 2));
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
