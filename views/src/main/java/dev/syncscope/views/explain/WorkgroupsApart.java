package dev.syncscope.views.explain;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.Scope;
import dev.syncscope.views.i18n.Messages;

import java.util.List;

/**
 * A control barrier two racing invocations both passed between their accesses, in two instances of its execution
 * scope: a barrier() of two workgroups, the commonest mistake of all. A control barrier synchronizes only invocations
 * in one instance of its execution scope (VK MM: Synchronizes-With, control barrier: "A and B are in the instance of
 * C's execution scope"), and no barrier of a compute shader has a scope wider than its workgroup, so the fix's
 * atomics stand, and a note says why the barrier in the kernel did not do. Stateless.
 */
final class WorkgroupsApart {

    private WorkgroupsApart() {
    }

    /**
     * The source line of a control barrier at Workgroup execution scope or wider that the invocation of the step at
     * {@code from} passed after it and the one of the step at {@code to} passed before it, one dynamic instance of it
     * in two instances of its execution scope; else 0. The first invocation may arrive after the second's access (no
     * barrier waits across workgroups): any of its arrivals in the steps counts.
     */
    static int barrierLine(List<StepRecord> trace, Launch launch, int from, int to) {
        if (launch == null || from < 0 || to <= from || to >= trace.size()) {
            return 0;
        }
        int first = trace.get(from).event().agent();
        int second = trace.get(to).event().agent();
        int n = launch.agents().size();
        if (first == second || first >= n || second >= n) {
            return 0;
        }
        // the second's latest arrival before its access, then the first's arrival at that instance after its own:
        // one pass each over the context's steps (up to 20,000 of them)
        Action.ControlBarrier passed = null;
        for (int r = to - 1; r >= 0 && passed == null; r--) {
            Event e = trace.get(r).event();
            if (e.agent() == second && e.action() instanceof Action.ControlBarrier b) {
                passed = b;
            }
        }
        if (passed == null || !apart(launch, passed, first, second)) {
            return 0;
        }
        for (int w = from + 1; w < trace.size(); w++) {
            Event e = trace.get(w).event();
            if (e.agent() == first && e.action() instanceof Action.ControlBarrier a
                    && BarrierMeeting.instanceOf(a).equals(BarrierMeeting.instanceOf(passed))) {
                return e.source().line();
            }
        }
        return 0;
    }

    /** Whether {@code b}'s execution scope is Workgroup or wider and its instance leaves one of the two out. */
    private static boolean apart(Launch launch, Action.ControlBarrier b, int first, int second) {
        return b.execution() != null && b.execution().compareTo(Scope.WORKGROUP) >= 0
                && launch.agents().get(first).instanceOf(b.execution())
                != launch.agents().get(second).instanceOf(b.execution());
    }

    /**
     * {@code fix} after the note that the barrier at {@code line} does not order {@code first} and {@code second},
     * which are in different workgroups (said first: it answers the reader's "but I put a barrier there"), in the
     * dialect of the file of {@code at};
     * {@code fix} alone when {@code line} is 0 or there is none.
     */
    static String noted(String fix, int line, String first, String second, SourceSpan at, Messages text) {
        if (fix == null || line <= 0) {
            return fix;
        }
        // in the kernel's words: an HLSL kernel's thread groups and GroupSync barriers
        SourceDialect dialect = SourceDialect.of(at == null ? null : at.file());
        return text.get("problems.race.sentences", text.get(dialect.key(text, "explain.note.barrierAcrossWorkgroups"),
                first, second, String.valueOf(line)), fix);
    }
}
