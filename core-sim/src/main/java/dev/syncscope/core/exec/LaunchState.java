package dev.syncscope.core.exec;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayList;
import java.util.List;

/**
 * The engine's state before its first step: each invocation's record, the invocations a system-synchronizes-with
 * predecessor holds back, and the diagnostics of a launch that stops at once (an invocation past its bound or faulting
 * before its first action, a deadlock nothing could ever step out of). Stateless.
 */
final class LaunchState {

    private LaunchState() {
    }

    /** The state of {@code program}'s launch before its first step. */
    static State initial(Program program, Agent[] info, Topology topology) {
        int n = info.length;
        int[][] sswPredecessors = topology.sswPredecessors;
        AgentRuntime[] rts = new AgentRuntime[n];
        for (int i = 0; i < n; i++) {
            ThreadState t = program.initial().get(i);
            AgentStatus st = sswPredecessors[i].length > 0 ? AgentStatus.WAITING_SSW : AgentStatus.of(t);
            rts[i] = AgentRuntime.initial(i, t, st);
        }
        // VK MM: System-Synchronizes-With: the successors of predecessors that end before their first action (no
        // actions at all) start at once, as after the predecessors' last step; they waited for ever (the run said
        // "finished" with the successor never run)
        for (boolean started = true; started; ) {
            started = false;
            for (int i = 0; i < n; i++) {
                AgentRuntime s = rts[i].status() == AgentStatus.WAITING_SSW
                        ? Progress.startedAfterSsw(rts[i], sswPredecessors[i], a -> rts[a]) : null;
                if (s != null) {
                    rts[i] = s;
                    started = true;
                }
            }
        }
        Globals initial = Diagnostics.stoppedBeforeFirstAction(program, info);
        Diagnostic stuck = deadlockAtLaunch(info, rts, sswPredecessors);
        if (stuck != null) {
            for (int id : stuck.agents()) {
                rts[id] = rts[id].withStatus(AgentStatus.DEADLOCKED);
            }
            initial = initial.withDiagnostic(stuck);
        }
        return new State(topology, rts, new LocationTable(program.launch().references()), initial);
    }

    /**
     * The deadlock of a launch where nothing can run before the first step: no invocation is running and some wait
     * for system-synchronizes-with predecessors that stopped before their first action (a loop past its bound), so
     * they never start. No step would ever come to report it after ({@link Progress#afterStep}). Null when there is none.
     */
    private static Diagnostic deadlockAtLaunch(Agent[] info, AgentRuntime[] agents, int[][] sswPredecessors) {
        List<Integer> stuck = new ArrayList<>();
        for (AgentRuntime r : agents) {
            if (r.status() == AgentStatus.RUNNING) {
                return null;
            }
            if (r.status() == AgentStatus.WAITING_SSW) {
                stuck.add(r.id());
            }
        }
        if (stuck.isEmpty()) {
            return null;
        }
        AgentRuntime first = agents[stuck.get(0)];
        List<Integer> before = new ArrayList<>();
        for (int p : sswPredecessors[first.id()]) {
            if (!Progress.finished(agents[p].status())) {
                before.add(p);
            }
        }
        Object[] names = Diagnostics.namesArgs(info, stuck);
        // the same sentence and key as deadlock(Tx) for invocations waiting for their predecessors
        return new Diagnostic(Diagnostic.Kind.DEADLOCK, "deadlock: " + Diagnostics.names(info, stuck) + " waiting for "
                + Diagnostics.names(info, before) + " to finish (system-synchronizes-with) and no invocation can proceed",
                stuck, Progress.nextSource(first), 0, "diagnostic.deadlock", List.of(names[0], names[1], names[2], 0, "", 0, "",
                "0", Diagnostics.names(info, before)));
    }

}
