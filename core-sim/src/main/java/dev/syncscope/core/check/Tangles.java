package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Scope;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which combinations of paths agree on their subgroup operations' tangles. A path assumed, at each subgroup
 * operation, which invocations execute that dynamic instance with it and what they contribute
 * ({@link CollectiveRound}); in a combination, the tangle of a dynamic instance is the set of invocations whose
 * chosen paths execute it (SPIR-V 2.2.5 "Tangle"), each with the contribution of its own path. A combination
 * is kept only when every path's assumption is that tangle. It is checked pair by pair as the combination
 * grows, which for a scope instance is the same as checking each instance's tangle whole. Owned by the
 * checking thread.
 */
final class Tangles {

    private final Launch launch;
    /** Per path with subgroup operations, its steps at them by dynamic instance. */
    private final Map<Trace, Map<CollectiveRound.Key, Trace.Step>> at = new IdentityHashMap<>();
    /**
     * Per agent and scope, its member id there (SubgroupLocalInvocationId), from any operation it reached in any
     * round of the enumeration: also an agent none of whose kept paths executes one may be in an assumed tangle.
     */
    private final Map<Integer, Map<Scope, Integer>> memberIds;

    Tangles(Launch launch, List<List<Trace>> traces, Map<Integer, Map<Scope, Integer>> memberIds) {
        this.launch = launch;
        this.memberIds = memberIds;
        for (List<Trace> agentTraces : traces) {
            for (Trace t : agentTraces) {
                Map<CollectiveRound.Key, Trace.Step> steps = new HashMap<>();
                for (Trace.Step s : t.steps()) {
                    if (s.action() instanceof Action.Collective c) {
                        steps.put(CollectiveRound.key(launch.agents().get(t.agent()), c), s);
                    }
                }
                if (!steps.isEmpty()) {
                    at.put(t, steps);
                }
            }
        }
    }

    /** Whether {@code t} agrees with every path of {@code chosen} on the tangles of their subgroup operations. */
    boolean compatible(List<Trace> chosen, Trace t) {
        if (at.isEmpty()) {
            return true;
        }
        for (Trace u : chosen) {
            if (!assumes(u, t) || !assumes(t, u)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code u}'s assumed tangles hold of {@code t}: t is in one exactly when it executes it, as assumed. */
    private boolean assumes(Trace u, Trace t) {
        Map<CollectiveRound.Key, Trace.Step> mine = at.get(u);
        if (mine == null) {
            return true;
        }
        Map<CollectiveRound.Key, Trace.Step> theirs = at.getOrDefault(t, Map.of());
        Map<Scope, Integer> ids = memberIds.getOrDefault(t.agent(), Map.of());
        for (Map.Entry<CollectiveRound.Key, Trace.Step> e : mine.entrySet()) {
            CollectiveRound.Key k = e.getKey();
            if (launch.agents().get(t.agent()).instanceOf(k.scope()) != k.scopeInstance()) {
                continue;
            }
            Integer member = ids.get(k.scope());
            Contribution assumed = null;
            for (Contribution c : e.getValue().participants()) {
                if (member != null && c.member() == member) {
                    assumed = c;
                }
            }
            Trace.Step executed = theirs.get(k);
            Contribution actual = executed == null ? null
                    : new Contribution(member, ((Action.Collective) executed.action()).contribution());
            if (!java.util.Objects.equals(assumed, actual)) {
                return false;
            }
        }
        return true;
    }
}
