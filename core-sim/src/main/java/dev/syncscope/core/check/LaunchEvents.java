package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ThreadState;

/**
 * The events every combination of a launch's paths has at least, known from its invocations' initial states before
 * any path is explored, so that a launch no execution of which fits the checker's size limit
 * ({@link CheckOptions#maxEvents}) is refused at once: exploring a million invocations to find that took 30 s and
 * 6 GB (audit 40, D14). The count is the size limit's own ({@code AxiomaticChecker}: every step of a combination's
 * paths but a subgroup operation): an invocation about to take an action other than a subgroup operation takes it
 * first on every path, so it adds at least one event; one that is done (no memory action at all), faulted or cut
 * before its first action adds none, and neither does one whose first action is a subgroup operation (no event) or a
 * barrier with a quorum (a path may stay there for good, before it: {@link TraceEnumerator}). Stateless.
 */
final class LaunchEvents {

    private LaunchEvents() {
    }

    /** The least number of events of any combination of {@code program}'s paths, one path per invocation. */
    static long atLeast(Program program) {
        long events = 0;
        for (ThreadState s : program.initial()) {
            if (s.status() == ThreadState.Status.RUNNING && !(s.next() instanceof Action.Collective)
                    && !(s.next() instanceof Action.ControlBarrier cb && cb.quorum() != null)) {
                events++;
            }
        }
        return events;
    }
}
