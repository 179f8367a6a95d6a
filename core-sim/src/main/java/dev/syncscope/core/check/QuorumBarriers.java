package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Control barriers with a quorum (Dat3M's named barriers, herd format {@code cbar.wg n, id, q}) in one
 * combination of traces: whether the arrivals agree with the quorum, and which arrivals synchronize.
 * Stateless.
 *
 * <p>Dat3M (ProgramEncoder.encodeNamedBarrierCfQuorum, WmmEncoder.visitSyncBarrier): the barriers of one
 * instance (scope instance, instance number, barrier id) that are reached in control flow execute iff at
 * least q of them synchronize, and at least q synchronize whenever q are reached; {@code syncbar} runs from
 * each synchronizing barrier to every executed one. So either fewer than q arrive and all of them stay
 * blocked (traces ending {@link Trace#blockedAt()}), or at least q arrive and all pass. Adding
 * synchronizing barriers only adds happens-before edges, which only remove consistent executions and
 * races (VK MM: the consistency and data-race definitions are monotone in happens-before), so the sets
 * of exactly q synchronizing arrivals cover every outcome and race verdict; those are the choices.
 */
final class QuorumBarriers {

    private QuorumBarriers() {
    }

    /** The arrivals at one instance of a barrier with a quorum. */
    private static final class Group {
        final long quorum;
        final List<Integer> performed = new ArrayList<>();
        int blocked;

        Group(long quorum) {
            this.quorum = quorum;
        }
    }

    /**
     * The barrier-partner relations to check {@code s} with: one per choice of synchronizing arrivals,
     * none when the arrivals contradict a quorum, and just {@link StaticFacts#barrierPartners()} without
     * quorum barriers.
     */
    static List<Relation> partnerChoices(StaticFacts s, List<Trace> traces) {
        Map<List<Object>, Group> groups = new LinkedHashMap<>();
        for (int e = s.cbar.next(0); e >= 0; e = s.cbar.next(e + 1)) {
            Action.ControlBarrier c = (Action.ControlBarrier) s.ev(e).action();
            if (c.quorum() != null) {
                group(groups, c, s.agent(e)).performed.add(e);
            }
        }
        for (Trace t : traces) {
            if (t.blockedAt() != null) {
                group(groups, t.blockedAt(), s.launch.agents().get(t.agent())).blocked++;
            }
        }
        Relation base = s.barrierPartners();
        if (groups.isEmpty()) {
            return List.of(base);
        }
        List<List<List<Integer>>> perGroup = new ArrayList<>();
        for (Group g : groups.values()) {
            if (g.blocked > 0) {
                // blocked for good only if nobody passed and the quorum was never reached
                if (!g.performed.isEmpty() || g.blocked >= g.quorum) {
                    return List.of();
                }
                continue;
            }
            if (g.performed.size() < g.quorum) {
                return List.of();
            }
            List<List<Integer>> subsets = new ArrayList<>();
            subsets(g.performed, (int) Math.max(0, g.quorum), 0, new ArrayList<>(), subsets);
            perGroup.add(subsets);
        }
        boolean[] inQuorumGroup = new boolean[s.n];
        groups.values().forEach(g -> g.performed.forEach(e -> inQuorumGroup[e] = true));
        List<Relation> out = new ArrayList<>();
        choose(perGroup, 0, new boolean[s.n], base, inQuorumGroup, out);
        return out;
    }

    private static Group group(Map<List<Object>, Group> groups, Action.ControlBarrier c, Agent agent) {
        List<Object> key = new ArrayList<>();
        key.add(c.execution());
        key.add(agent.instanceOf(c.execution()));
        key.add(c.instance());
        key.add(c.barrierId());
        return groups.computeIfAbsent(key, k -> new Group(c.quorum()));
    }

    private static void subsets(List<Integer> from, int size, int start, List<Integer> chosen,
                                List<List<Integer>> out) {
        if (chosen.size() == size) {
            out.add(List.copyOf(chosen));
            return;
        }
        for (int i = start; i < from.size(); i++) {
            chosen.add(from.get(i));
            subsets(from, size, i + 1, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }

    private static void choose(List<List<List<Integer>>> perGroup, int g, boolean[] synchronizing, Relation base,
                               boolean[] inQuorumGroup, List<Relation> out) {
        if (g == perGroup.size()) {
            Relation.Builder b = new Relation.Builder(base.eventCount());
            for (int[] p : base.pairs()) {
                if (!inQuorumGroup[p[0]] || synchronizing[p[0]]) {
                    b.add(p[0], p[1]);
                }
            }
            out.add(b.build());
            return;
        }
        for (List<Integer> subset : perGroup.get(g)) {
            subset.forEach(e -> synchronizing[e] = true);
            choose(perGroup, g + 1, synchronizing, base, inQuorumGroup, out);
            subset.forEach(e -> synchronizing[e] = false);
        }
    }
}
