package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.ThreadState;

import java.util.List;

/**
 * One complete path through an agent's code for a particular choice of read values: its actions with
 * the values read and written, and the final thread state. A path may also end blocked at a control
 * barrier with a quorum that is never reached ({@code blockedAt}; Dat3M: cf(e) without exec(e)): the
 * barrier is not performed and {@code end} is the state waiting there. Immutable.
 */
record Trace(int agent, List<Step> steps, ThreadState end, Action.ControlBarrier blockedAt) {

    /**
     * An action as performed on this path. {@code read}/{@code written} are null when not applicable;
     * {@code participants} is, for a subgroup operation ({@link Action.Collective}), the tangle this path
     * assumed (every participant's contribution, by member id), and null for every other action. {@code waits}: the
     * read is a wait's, one of whose values keeps the path in its loop for ever ({@link BarrierCausality#waits}).
     */
    record Step(Action action, Long read, Long written, List<Contribution> participants, boolean waits) {

        Step(Action action, Long read, Long written) {
            this(action, read, written, null, false);
        }

        Step(Action action, Long read, Long written, List<Contribution> participants) {
            this(action, read, written, participants, false);
        }

        /**
         * Whether this step is a link of a chain of writes ({@link TraceEnumerator}'s rounds): a write, unless it is an
         * RMW that writes back the value it read (an exchange of the value already there, an add of 0), whose value is
         * that of the write it read, so a chain through it produces nothing the chain without it does not.
         */
        boolean linksAChain() {
            return written != null && !(action instanceof Action.ReadModifyWrite && written.equals(read));
        }
    }

    /** A path that runs to the end of the agent's code. */
    Trace(int agent, List<Step> steps, ThreadState end) {
        this(agent, steps, end, null);
    }

    Trace {
        steps = List.copyOf(steps);
    }
}
