package dev.syncscope.views.threads;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.BarrierView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.model.Agent;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.SubgroupNames;

import java.util.stream.Collectors;

/**
 * The sentences of the dispatch grid: a cell's tooltip (state and next action) and a barrier line
 * ("k/n arrived; waiting: …"). Stateless.
 */
public final class GridStates {

    private GridStates() {
    }

    /**
     * "P1 — subgroup 0, workgroup 0 / running; next: …", or for a host thread, which is in no subgroup
     * or workgroup, "H0 — host thread / …".
     */
    static String describe(AgentView agent, SubgroupNames subgroups, Messages text) {
        String where = agent.pc() == null || agent.pc().line() == 0 ? "" : " @ " + agent.pc().line();
        String state = text.get("state." + agent.status().name());
        String next = agent.next().isEmpty() ? "—" : agent.next() + where;
        if (agent.host()) {
            return text.get("grid.hostAgentTip", agent.name(), state, next);
        }
        return text.get("grid.agentTip", agent.name(), String.valueOf(subgroups.index(agent.subgroup())),
                String.valueOf(agent.workgroup()), state, next);
    }

    /** Where {@code agent} belongs, before the run: its subgroup, workgroup and queue family, or "host thread". */
    static String describe(Agent agent, SubgroupNames subgroups, Messages text) {
        return agent.host() ? text.get("grid.hostCellTip", agent.name())
                : text.get("grid.cellTip", agent.name(), String.valueOf(subgroups.index(agent.subgroup())),
                String.valueOf(agent.workgroup()), String.valueOf(agent.queueFamily()));
    }

    /** The grid as a screen reader reads it: how many invocations in how many workgroups, and the host threads. */
    static String accessible(DispatchGridModel grid, Messages text) {
        if (grid == null) {
            return "";
        }
        if (grid.hosts().isEmpty()) {
            return text.get("grid.accessible", grid.invocationCount(), grid.workgroups().size());
        }
        return text.get("grid.accessibleWithHosts", grid.invocationCount(), grid.workgroups().size(),
                grid.hosts().size(), grid.hosts().stream().map(Agent::name).collect(Collectors.joining(", ")));
    }

    /** A barrier line names at most this many waiting invocations and counts the rest ("…, T15, … +240"). */
    static final int NAMED_WAITERS = 16;

    /**
     * "barrier 1 (workgroup 0): 1/2 arrived; waiting: P0", or for a subgroup operation its name, a subgroup named as
     * in {@code subgroups} (wg1·sg0); the first {@link #NAMED_WAITERS} waiting invocations are named, the rest counted
     * (a line has room for no more, and a step of a large launch rewords it).
     */
    public static String describe(BarrierView barrier, Snapshot snapshot, SubgroupNames subgroups, Messages text) {
        java.util.List<Integer> arrived = barrier.arrived();
        String waiting = arrived.stream().limit(NAMED_WAITERS).map(id -> snapshot.agents().get(id).name())
                .collect(Collectors.joining(", "))
                + (arrived.size() > NAMED_WAITERS ? ", … +" + (arrived.size() - NAMED_WAITERS) : "");
        String where = barrier.scope() == dev.syncscope.core.model.Scope.SUBGROUP
                ? subgroups.name(barrier.scopeInstance(), text)
                : text.get("scope." + barrier.scope().name()) + " " + barrier.scopeInstance();
        if (barrier.operation() != null) {
            return text.get("grid.collective", barrier.operation(), where, arrived.size(), barrier.expected(), waiting);
        }
        return text.get("grid.barrier", barrier.instance(), where, arrived.size(), barrier.expected(), waiting);
    }
}
