package dev.syncscope.views.threads;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.BarrierView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.views.i18n.Messages;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;

import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How invocation states look in the grid: one CSS pseudo-class per {@link AgentStatus}
 * ({@code :running}, {@code :waiting-barrier}, …; {@code :ready} before the first step) and the
 * sentences of tooltips and barrier lines. Stateless; {@link #apply} on the FX thread.
 */
public final class GridStates {

    private GridStates() {
    }

    /** The CSS pseudo-class of a state: {@code ready} before the first step, else e.g. {@code waiting-barrier}. */
    public static String pseudoClass(AgentStatus status) {
        return status == null ? "ready" : status.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Shows {@code status} on {@code cell} as a pseudo-class: switching pseudo-classes keeps the
     * cell's style helper, where swapping style classes rebuilds it (the grid's main cost with
     * thousands of cells).
     */
    static void apply(Label cell, AgentStatus status) {
        for (AgentStatus s : AgentStatus.values()) {
            cell.pseudoClassStateChanged(PSEUDO[s.ordinal()], s == status);
        }
        cell.pseudoClassStateChanged(READY, status == null);
    }

    /** True when {@code cell} shows {@code status}. */
    public static boolean shows(javafx.scene.Node cell, AgentStatus status) {
        return cell.getPseudoClassStates().contains(status == null ? READY : PSEUDO[status.ordinal()]);
    }

    private static final PseudoClass READY = PseudoClass.getPseudoClass("ready");
    private static final PseudoClass[] PSEUDO = new PseudoClass[AgentStatus.values().length];

    static {
        for (AgentStatus s : AgentStatus.values()) {
            PSEUDO[s.ordinal()] = PseudoClass.getPseudoClass(pseudoClass(s));
        }
    }

    static String describe(AgentView agent, Messages text) {
        String where = agent.pc() == null || agent.pc().line() == 0 ? "" : " @ " + agent.pc().line();
        return text.get("grid.agentTip", agent.name(), agent.subgroup(), agent.workgroup(),
                text.get("state." + agent.status().name()), agent.next().isEmpty() ? "—" : agent.next() + where);
    }

    /** "barrier 1 (workgroup 0): 1/2 arrived; waiting: P0", or for a subgroup operation its name. */
    public static String describe(BarrierView barrier, Snapshot snapshot, Messages text) {
        String waiting = barrier.arrived().stream().map(id -> snapshot.agents().get(id).name())
                .collect(Collectors.joining(", "));
        if (barrier.operation() != null) {
            return text.get("grid.collective", barrier.operation(), text.get("scope." + barrier.scope().name()),
                    barrier.scopeInstance(), barrier.arrived().size(), barrier.expected(), waiting);
        }
        return text.get("grid.barrier", barrier.instance(), text.get("scope." + barrier.scope().name()),
                barrier.scopeInstance(), barrier.arrived().size(), barrier.expected(), waiting);
    }
}
