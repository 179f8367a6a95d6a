package dev.syncscope.views.threads;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.BarrierView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.views.i18n.Messages;

import java.util.stream.Collectors;

/**
 * The sentences of the dispatch grid: a cell's tooltip (state and next action) and a barrier line
 * ("k/n arrived; waiting: …"). Stateless.
 */
public final class GridStates {

    private GridStates() {
    }

    static String describe(AgentView agent, Messages text) {
        String where = agent.pc() == null || agent.pc().line() == 0 ? "" : " @ " + agent.pc().line();
        return text.get("grid.agentTip", agent.name(), agent.subgroup(), agent.workgroup(),
                text.get("state." + agent.status().name()), agent.next().isEmpty() ? "—" : agent.next() + where);
    }

    /** A barrier line names at most this many waiting invocations and counts the rest ("…, T15, … +240"). */
    static final int NAMED_WAITERS = 16;

    /**
     * "barrier 1 (workgroup 0): 1/2 arrived; waiting: P0", or for a subgroup operation its name; the
     * first {@link #NAMED_WAITERS} waiting invocations are named, the rest counted (a line has room
     * for no more, and a step of a large launch rewords it).
     */
    public static String describe(BarrierView barrier, Snapshot snapshot, Messages text) {
        java.util.List<Integer> arrived = barrier.arrived();
        String waiting = arrived.stream().limit(NAMED_WAITERS).map(id -> snapshot.agents().get(id).name())
                .collect(Collectors.joining(", "))
                + (arrived.size() > NAMED_WAITERS ? ", … +" + (arrived.size() - NAMED_WAITERS) : "");
        if (barrier.operation() != null) {
            return text.get("grid.collective", barrier.operation(), text.get("scope." + barrier.scope().name()),
                    barrier.scopeInstance(), barrier.arrived().size(), barrier.expected(), waiting);
        }
        return text.get("grid.barrier", barrier.instance(), text.get("scope." + barrier.scope().name()),
                barrier.scopeInstance(), barrier.arrived().size(), barrier.expected(), waiting);
    }
}
