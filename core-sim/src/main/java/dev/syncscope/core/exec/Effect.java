package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;

/**
 * One change a step made, with the value before and after (RARS BackStepper style): undo puts the
 * befores back in reverse order, redo puts the afters; nothing is re-executed. Immutable.
 */
public sealed interface Effect {

    /** Put the before value back. */
    void undo(State state);

    /** Put the after value back. */
    void redo(State state);

    /** Approximate bytes retained by this effect beyond shared structure. */
    default int approximateBytes() {
        return 32;
    }

    /** An agent's record changed. */
    record AgentChange(int agent, AgentRuntime before, AgentRuntime after) implements Effect {
        public void undo(State s) {
            s.setAgent(before);
        }

        public void redo(State s) {
            s.setAgent(after);
        }
    }

    /** A location's state changed ({@code before} is {@code null} when it was first touched). */
    record LocationChange(Location location, LocationState before, LocationState after) implements Effect {
        public void undo(State s) {
            s.locations.put(location, before);
        }

        public void redo(State s) {
            s.locations.put(location, after);
        }
    }

    /** A barrier instance changed ({@code null}: absent). */
    record BarrierChange(BarrierKey key, BarrierState before, BarrierState after) implements Effect {
        public void undo(State s) {
            put(s, before);
        }

        public void redo(State s) {
            put(s, after);
        }

        private void put(State s, BarrierState v) {
            if (v == null) {
                s.removeBarrier(key);
            } else {
                s.putBarrier(BarrierInstance.of(v));
            }
        }
    }

    /** Engine-wide state changed. */
    record GlobalsChange(Globals before, Globals after) implements Effect {
        public void undo(State s) {
            s.globals = before;
        }

        public void redo(State s) {
            s.globals = after;
        }
    }
}
