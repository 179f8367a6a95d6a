package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.ReadGoal;
import dev.syncscope.core.model.SourceSpan;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The values the program's file asks loads to return ({@link ReadGoal}), by invocation and load:
 * what {@link Scheduler#followingReadGoals} steers towards, and what a load that returned another
 * value is told ({@link Diagnostic.Kind#OUTSIDE_TEST}). Immutable after construction.
 */
final class ReadGoals {

    /** Per agent, the goal of each of its loads by source position; null for an agent without goals. */
    private final Map<SourceSpan, Long>[] byAgent;

    @SuppressWarnings("unchecked")
    private ReadGoals(int agents, List<ReadGoal> goals) {
        byAgent = new Map[agents];
        for (ReadGoal g : goals) {
            if (g.agent() >= 0 && g.agent() < agents) {
                if (byAgent[g.agent()] == null) {
                    byAgent[g.agent()] = new HashMap<>();
                }
                byAgent[g.agent()].put(g.source(), g.value());
            }
        }
    }

    /** The goals of a program, or null when its file asks for none (the engine then checks nothing). */
    static ReadGoals of(int agents, List<ReadGoal> goals) {
        return goals.isEmpty() ? null : new ReadGoals(agents, goals);
    }

    /** The value {@code agent}'s load at {@code source} should return, or null when the file asks none. */
    Long goal(int agent, SourceSpan source) {
        Map<SourceSpan, Long> m = byAgent[agent];
        return m == null ? null : m.get(source);
    }

    /**
     * The value the file asks agent {@code id}'s next action to read, or null when it asks none, the
     * agent cannot step, or its next action is no load or read-modify-write.
     */
    Long next(Engine e, int id) {
        if (id < 0 || id >= byAgent.length || byAgent[id] == null
                || e.state.agents[id].status() != AgentStatus.RUNNING) {
            return null;
        }
        Action action;
        try {
            action = e.state.agents[id].thread().next();
        } catch (RuntimeException ex) {
            // a program that cannot produce its next action faults when stepped; it asks nothing
            return null;
        }
        return action instanceof Action.Load || action instanceof Action.ReadModifyWrite
                ? goal(id, action.source()) : null;
    }

    /**
     * After a step: when it was a read whose value is not the one the file asks for, tells the user
     * that the run has left the test's question (its answers describe only the executions where
     * every constrained load returns its value).
     */
    void check(Tx tx, Engine e, StepEvent event) {
        if (event.kind() != Event.Kind.LOAD && event.kind() != Event.Kind.RMW) {
            return;
        }
        Long goal = goal(event.agent(), event.source());
        if (goal == null || goal == event.value()) {
            return;
        }
        // key diagnostic.outsideTest: the invocation, the location, the value read and the value the test asks for
        String name = e.agentInfo[event.agent()].name();
        Diagnostics.add(tx, e, Diagnostic.Kind.OUTSIDE_TEST, name + " reads "
                + event.location() + " = " + event.value() + ", but the test asks about the executions where this load"
                + " reads " + goal + ": from here on this run is outside the test's question", List.of(event.agent()),
                event.source(), "diagnostic.outsideTest", name, String.valueOf(event.location()),
                String.valueOf(event.value()), String.valueOf(goal));
    }
}
