package dev.syncscope.core.exec;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Who is in which scope instance and who system-synchronizes-with whom in one launch: member lists
 * per scope instance (device agents only), dense scope-instance slots per agent, system-synchronizes-with predecessors,
 * successors and reachability. Immutable after construction.
 */
final class Topology {

    private static final int[] NO_MEMBERS = new int[0];

    private final Map<Long, int[]> members = new HashMap<>();
    /** Per scope (ordinal) and agent, the dense index of the agent's instance of that scope. */
    final int[][] slotOf;
    final int[][] slotMembers;
    final int[][] sswPredecessors;
    final int[][] sswSuccessors;
    final SswReach sswReach = new SswReach();

    /**
     * @throws InputError when a system-synchronizes-with pair names an invocation outside the launch
     */
    Topology(Launch launch, Agent[] agents) {
        int n = agents.length;
        for (Agent a : agents) {
            for (Scope s : Scope.values()) {
                members.computeIfAbsent(key(s, a.instanceOf(s)), k -> new int[0]);
            }
        }
        Map<Long, List<Integer>> m = new HashMap<>();
        for (Agent a : agents) {
            if (a.host()) {
                // VK MM: Agent: a host thread is no shader invocation; it is a member of no scope instance
                // (it takes part in no barrier or subgroup operation)
                continue;
            }
            for (Scope s : Scope.values()) {
                m.computeIfAbsent(key(s, a.instanceOf(s)), k -> new ArrayList<>()).add(a.id());
            }
        }
        m.forEach((k, v) -> members.put(k, v.stream().mapToInt(Integer::intValue).toArray()));
        this.slotOf = new int[Scope.values().length][n];
        Map<Long, Integer> slots = new HashMap<>();
        List<int[]> bySlot = new ArrayList<>();
        for (Agent a : agents) {
            for (Scope s : Scope.values()) {
                long k = key(s, a.instanceOf(s));
                Integer slot = slots.get(k);
                if (slot == null) {
                    slot = bySlot.size();
                    slots.put(k, slot);
                    bySlot.add(members.get(k));
                }
                slotOf[s.ordinal()][a.id()] = slot;
            }
        }
        this.slotMembers = bySlot.toArray(new int[0][]);
        this.sswPredecessors = new int[n][];
        this.sswSuccessors = new int[n][];
        List<List<Integer>> preds = new ArrayList<>();
        List<List<Integer>> succs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            preds.add(new ArrayList<>());
            succs.add(new ArrayList<>());
        }
        for (Launch.SystemSync s : launch.systemSynchronizesWith()) {
            if (s.from() < 0 || s.from() >= n || s.to() < 0 || s.to() >= n) {
                throw new InputError(SourceSpan.UNKNOWN, "SSW " + s.from() + " " + s.to() + " names an invocation outside 0.." + (n - 1));
            }
            preds.get(s.to()).add(s.from());
            succs.get(s.from()).add(s.to());
            sswReach.add(s.from(), s.to());
        }
        for (int i = 0; i < n; i++) {
            sswPredecessors[i] = preds.get(i).stream().mapToInt(Integer::intValue).toArray();
            sswSuccessors[i] = succs.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        sswReach.close();
    }

    static long key(Scope s, int instance) {
        return ((long) s.ordinal() << 40) | (instance & 0xffffffffffL);
    }

    /**
     * The slot of the instance of {@code scope} with id {@code instance} (as {@link #slotOf}), or -1 when
     * no device agent is in it (found through a member: a table of every slot would cost 64 B per invocation).
     */
    int slot(Scope scope, int instance) {
        int[] m = members(scope, instance);
        return m.length == 0 ? -1 : slotOf[scope.ordinal()][m[0]];
    }

    /** Agents of the instance of {@code scope} with id {@code instance}. */
    int[] members(Scope scope, int instance) {
        int[] m = members.get(key(scope, instance));
        return m == null ? NO_MEMBERS : m;
    }
}
