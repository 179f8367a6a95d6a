package dev.syncscope.views.source;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.Snapshot;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Which invocations stand at a breakpoint: those whose next action is on a breakpoint line. For
 * the app's run-to-breakpoint, which runs off the FX thread: hand it a copy of the lines
 * ({@code Set.copyOf(model.breakpoints())}) when the run starts, and step once before testing so a
 * run started at a breakpoint moves on. A pure function.
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
}
