package dev.syncscope.views.source;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.model.SourceSpan;

import java.util.List;
import java.util.Map;

/** Hand-made snapshots for the source view tests. */
final class Snapshots {

    private Snapshots() {
    }

    static AgentView agent(int id, int line, String next) {
        SourceSpan pc = line == 0 ? SourceSpan.UNKNOWN : new SourceSpan("k.test", line, 1);
        return new AgentView(id, "P" + id, 0, 0, 0, line == 0 ? AgentStatus.DONE : AgentStatus.RUNNING, pc, next, 0,
                null, Map.of());
    }

    static Snapshot of(AgentView... agents) {
        return new Snapshot(1, 4, List.of(agents), List.of(), List.of(), List.of(), List.of(), false);
    }
}
