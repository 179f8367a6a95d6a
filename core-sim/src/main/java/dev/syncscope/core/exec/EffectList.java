package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The effects of one step as a {@link StepRecord} shows them, packed: three slots per change (what
 * changed, before, after) in one array, copied out of the {@link TraceLog} when the record is built;
 * the {@link Effect} records are made when asked for. What changed is {@code null} for an agent (its
 * id is in the records), a {@link Location}, a {@link BarrierSlot} (then before and after are unused),
 * or {@link #GLOBALS}. Immutable (the slots are set once and never changed).
 */
final class EffectList extends AbstractList<Effect> implements RandomAccess {

    /** The slot value naming the globals. */
    static final Object GLOBALS = Globals.class;

    /**
     * A barrier instance's change: its arrays (whose slots below any length it had never change, see
     * {@link BarrierInstance}) and its lengths and flags before and after ({@link BarrierInstance#mark}).
     */
    record BarrierSlot(BarrierKey key, Long quorum, int[] arrivals, Object[] releases, long before, long after) {
        BarrierState state(long mark) {
            return BarrierInstance.present(mark) ? BarrierInstance.viewOf(key, quorum, arrivals, releases, mark) : null;
        }
    }

    private final Object[] slots;

    private EffectList(Object[] slots) {
        this.slots = slots;
    }

    /** The effects in {@code slots}: taken over, the caller must not keep or change the array. */
    static EffectList of(Object[] slots) {
        return new EffectList(slots);
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
        } else if (key instanceof BarrierSlot b) {
            return new Effect.BarrierChange(b.key(), b.state(b.before()), b.state(b.after()));
        }
        return new Effect.GlobalsChange((Globals) before, (Globals) after);
    }

    /** The after-state of the last change of {@code location} here, or {@code null}: no effect is made. */
    LocationState locationAfter(Location location) {
        for (int i = slots.length - 3; i >= 0; i -= 3) {
            if (slots[i] instanceof Location l && l.equals(location)) {
                return (LocationState) slots[i + 2];
            }
        }
        return null;
    }

    @Override
    public int size() {
        return slots.length / 3;
    }
}
