package dev.syncscope.views.threads;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.BarrierView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.control.Label;

import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How invocation states look in the grid: one CSS class per {@link AgentStatus}
 * ({@code state-running}, {@code state-waiting-barrier}, …; {@code state-ready} before the first
 * step) and the sentences of tooltips and barrier lines. Stateless; {@link #apply} on the FX thread.
 */
public final class GridStates {

    private GridStates() {
    }

    public static String styleClass(AgentStatus status) {
        return status == null ? "state-ready" : "state-" + status.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static void apply(Label cell, AgentStatus status) {
        cell.getStyleClass().removeIf(c -> c.startsWith("state-"));
        cell.getStyleClass().add(styleClass(status));
    }

    static String describe(AgentView agent, Messages text) {
        String where = agent.pc() == null || agent.pc().line() == 0 ? "" : " @ " + agent.pc().line();
        return text.get("grid.agentTip", agent.name(), agent.subgroup(), agent.workgroup(),
                text.get("state." + agent.status().name()), agent.next().isEmpty() ? "—" : agent.next() + where);
    }

    /** "barrier 1 (workgroup 0): 1/2 arrived; waiting: P0". */
    public static String describe(BarrierView barrier, Snapshot snapshot, Messages text) {
        String waiting = barrier.arrived().stream().map(id -> snapshot.agents().get(id).name())
                .collect(Collectors.joining(", "));
        return text.get("grid.barrier", barrier.instance(), text.get("scope." + barrier.scope().name()),
                barrier.scopeInstance(), barrier.arrived().size(), barrier.expected(), waiting);
    }
}
