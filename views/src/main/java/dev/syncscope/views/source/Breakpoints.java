package dev.syncscope.views.source;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.Effect;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which invocations stand at a breakpoint: those whose next action is on a breakpoint line
 * ({@link #hits}), and which ones a step brought there ({@link #arrivals}: what the app's run to
 * breakpoint stops on, so invocations already waiting at a breakpoint do not stop every later
 * run, and a launch of a million invocations needs no snapshot per step). The run happens off
 * the FX thread: hand it a copy of the lines ({@code Set.copyOf(model.breakpoints())}) when it
 * starts. Pure functions.
 */
public final class Breakpoints {

    private Breakpoints() {
    }

    /** Ids of the invocations whose next action is on one of {@code lines} (1-based), in id order. */
    public static List<Integer> hits(Snapshot snapshot, Set<Integer> lines) {
        List<Integer> ids = new ArrayList<>();
        if (snapshot == null || lines.isEmpty()) {
            return ids;
        }
        for (AgentView a : snapshot.agents()) {
            if (a.pc() != null && a.pc().line() > 0 && !a.status().isTerminal() && lines.contains(a.pc().line())) {
                ids.add(a.id());
            }
        }
        return ids;
    }

    /**
     * Ids of the invocations that {@code step} (just made in {@code session}) brought onto one of
     * {@code lines}: the invocation that stepped, and every invocation the step released from a
     * barrier or subgroup operation, whose next action is now on such a line.
     */
    public static List<Integer> arrivals(StepRecord step, DebugSession session, Set<Integer> lines) {
        List<Integer> ids = new ArrayList<>();
        if (step == null || lines.isEmpty()) {
            return ids;
        }
        Set<Integer> moved = new LinkedHashSet<>();
        for (Effect e : step.effects()) {
            if (e instanceof Effect.AgentChange change) {
                moved.add(change.agent());
            }
        }
        for (int id : moved) {
            SourceSpan at = session.nextSource(id);
            if (at.line() > 0 && lines.contains(at.line())) {
                ids.add(id);
            }
        }
        return ids;
    }
}
