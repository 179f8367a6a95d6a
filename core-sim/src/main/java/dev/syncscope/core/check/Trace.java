package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.ThreadState;

import java.util.List;

/**
 * One complete path through an agent's code for a particular choice of read values: its actions with
 * the values read and written, and the final thread state. Immutable.
 */
record Trace(int agent, List<Step> steps, ThreadState end) {

    /** An action as performed on this path. {@code read}/{@code written} are null when not applicable. */
    record Step(Action action, Long read, Long written) {
    }

    Trace {
        steps = List.copyOf(steps);
    }
}
