package dev.syncscope.core.check;

import dev.syncscope.core.check.ReadSources.Sourced;
import dev.syncscope.core.model.Launch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether some combination of paths, one per agent, gives every read a write it may read from
 * ({@link ReadSources#justified}): a necessary condition of any consistent execution (VK MM: Visible-To, a
 * read takes the value of a write or the initial value; Acyclicity for an invocation's own writes). The
 * search follows the reads still without a source: for a read of value v at L, only the paths of agents not
 * yet chosen that write v to L can supply it, so a chain of values that needs more writers than the launch
 * has (a slot index read from a counter that only so many atomic adds can raise) fails in a few steps,
 * where the combinations of paths are millions. Subgroup tangles and barrier pairing are not considered:
 * they only remove combinations, so a NO stays a NO. Stateless between calls; owned by the checking thread.
 */
final class SourcedCombination {

    /**
     * Agents the search chooses paths for, one level of recursion each, before it gives up: deeper, it would
     * overflow the checking thread's stack (a kernel of thousands of invocations).
     */
    static final int MAX_DEPTH = 1_000;

    /** The search's answer; {@code GAVE_UP} when its node budget, its depth or the deadline ran out first. */
    enum Answer { YES, NO, GAVE_UP }

    /** Thrown to unwind the search when it runs out of nodes or time. */
    private static final class GaveUp extends RuntimeException {
        GaveUp() {
            super(null, null, false, false);
        }
    }

    /** Per agent and path: the reads its own invocation cannot justify, and the writes it supplies. */
    private final List<List<Sourced[]>> needs = new ArrayList<>();
    private final List<List<Set<Sourced>>> supplies = new ArrayList<>();
    /** Per agent: which of its paths write each value. */
    private final List<Map<Sourced, List<Integer>>> suppliers = new ArrayList<>();
    /** Per agent: the chosen path, or -1. */
    private final int[] chosen;
    /** How many chosen paths supply each value. */
    private final Map<Sourced, Integer> supplied = new HashMap<>();
    private final long nodeBudget;
    private final long deadline;
    private long nodes;
    /** Agents whose path is chosen. */
    private int depth;

    private SourcedCombination(Launch launch, List<List<Trace>> paths, long nodeBudget, long deadline) {
        this.nodeBudget = nodeBudget;
        this.deadline = deadline;
        chosen = new int[paths.size()];
        Arrays.fill(chosen, -1);
        for (List<Trace> agentPaths : paths) {
            List<Sourced[]> agentNeeds = new ArrayList<>();
            List<Set<Sourced>> agentSupplies = new ArrayList<>();
            Map<Sourced, List<Integer>> bySupply = new HashMap<>();
            for (Trace t : agentPaths) {
                ReadSources.Needs n = ReadSources.needs(launch, t);
                for (Sourced s : n.supplies()) {
                    bySupply.computeIfAbsent(s, x -> new ArrayList<>()).add(agentSupplies.size());
                }
                agentNeeds.add(n.needs());
                agentSupplies.add(n.supplies());
            }
            needs.add(agentNeeds);
            supplies.add(agentSupplies);
            suppliers.add(bySupply);
        }
    }

    /**
     * Whether some combination of {@code paths} (per agent, its candidate paths) has a source for every read.
     *
     * @param nodeBudget how many nodes of the search to visit at most
     * @param deadline   {@link System#nanoTime()} after which the search gives up
     */
    static Answer search(Launch launch, List<List<Trace>> paths, long nodeBudget, long deadline) {
        try {
            return new SourcedCombination(launch, paths, nodeBudget, deadline).solve() ? Answer.YES : Answer.NO;
        } catch (GaveUp e) {
            return Answer.GAVE_UP;
        }
    }

    private boolean solve() {
        if (++nodes > nodeBudget || (nodes & 1023) == 0 && System.nanoTime() > deadline
                || Thread.currentThread().isInterrupted()) {
            throw new GaveUp();
        }
        for (int a = 0; a < chosen.length; a++) {
            if (chosen[a] < 0) {
                continue;
            }
            for (Sourced need : needs.get(a).get(chosen[a])) {
                if (!suppliedByOthers(a, need)) {
                    // whatever the full combination, some agent not yet chosen must write this value here
                    return supply(need);
                }
            }
        }
        int next = -1;
        for (int a = 0; a < chosen.length; a++) {
            if (chosen[a] < 0 && (next < 0 || needs.get(a).size() < needs.get(next).size())) {
                next = a;
            }
        }
        if (next < 0) {
            return true;
        }
        for (int i = 0; i < needs.get(next).size(); i++) {
            if (tryPath(next, i)) {
                return true;
            }
        }
        return false;
    }

    /** Chooses, in turn, each path of an agent not yet chosen that writes {@code need}. */
    private boolean supply(Sourced need) {
        for (int b = 0; b < chosen.length; b++) {
            if (chosen[b] >= 0) {
                continue;
            }
            for (int i : suppliers.get(b).getOrDefault(need, List.of())) {
                if (tryPath(b, i)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean tryPath(int agent, int path) {
        if (depth == MAX_DEPTH) {
            throw new GaveUp();
        }
        depth++;
        chosen[agent] = path;
        for (Sourced s : supplies.get(agent).get(path)) {
            supplied.merge(s, 1, Integer::sum);
        }
        boolean ok = solve();
        for (Sourced s : supplies.get(agent).get(path)) {
            supplied.merge(s, -1, Integer::sum);
        }
        chosen[agent] = -1;
        depth--;
        return ok;
    }

    /** Whether a chosen path of another agent than {@code agent} writes {@code need}. */
    private boolean suppliedByOthers(int agent, Sourced need) {
        int count = supplied.getOrDefault(need, 0);
        return count - (supplies.get(agent).get(chosen[agent]).contains(need) ? 1 : 0) > 0;
    }
}
