package dev.syncscope.views.graph;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;
import dev.syncscope.views.i18n.SubgroupNames;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A launch's invocations grouped as its memory domains nest them (VK MM: memory domains, the dual of
 * scopes): queue family → workgroup → subgroup → invocations, in launch order, the host threads
 * apart, and how many invocations each workgroup has. The domain graph is redrawn at every step
 * and every change of the shown write, while a launch never changes: grouping 1,048,576 invocations
 * again at each refresh cost the FX thread tens of milliseconds, so the grouping of the latest launch
 * is kept ({@link #of}). Immutable.
 */
final class LaunchGroups {

    /**
     * The latest launch's grouping (compared by identity: a launch's equality would walk its agents), held softly: a
     * closed session's million-invocation grouping must not outlive it when memory is short.
     */
    private static volatile java.lang.ref.SoftReference<LaunchGroups> latest = new java.lang.ref.SoftReference<>(null);

    final Launch launch;
    /** The host threads, in launch order. */
    final List<Agent> hosts;
    /** queue family → workgroup → subgroup → agents, in launch order. */
    final Map<Integer, Map<Integer, Map<Integer, List<Agent>>>> groups;
    /** workgroup id → how many agents (of any queue family, host threads by their own ids) have it. */
    private final Map<Integer, Integer> perWorkgroup;
    /** The subgroups' indices within their workgroups ({@code gl_SubgroupID}), numbered once per launch. */
    final SubgroupNames subgroups;

    private LaunchGroups(Launch launch) {
        this.launch = launch;
        List<Agent> h = new ArrayList<>();
        Map<Integer, Map<Integer, Map<Integer, List<Agent>>>> g = new LinkedHashMap<>();
        Map<Integer, Integer> counts = new HashMap<>();
        List<Agent> agents = launch.agents();
        int i = 0;
        while (i < agents.size()) {
            Agent a = agents.get(i);
            if (a.host()) {
                h.add(a);
                counts.merge(a.workgroup(), 1, Integer::sum); // as Reference.reachableBy counts it
                i++;
                continue;
            }
            // a launch lists a subgroup's invocations together: one map update per run, not per invocation
            int j = i + 1;
            while (j < agents.size() && sameSubgroup(a, agents.get(j))) {
                j++;
            }
            g.computeIfAbsent(a.queueFamily(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(a.workgroup(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(a.subgroup(), k -> new ArrayList<>()).addAll(agents.subList(i, j));
            counts.merge(a.workgroup(), j - i, Integer::sum);
            i = j;
        }
        hosts = List.copyOf(h);
        g.replaceAll((qf, wgs) -> {
            wgs.replaceAll((wg, sgs) -> {
                sgs.replaceAll((sg, list) -> Collections.unmodifiableList(list));
                return Collections.unmodifiableMap(sgs);
            });
            return Collections.unmodifiableMap(wgs);
        });
        groups = Collections.unmodifiableMap(g);
        perWorkgroup = counts;
        // the launch's one numbering, shared with the memory tab and the explanations (kept per launch)
        subgroups = SubgroupNames.of(launch);
    }

    private static boolean sameSubgroup(Agent a, Agent b) {
        return !b.host() && b.queueFamily() == a.queueFamily() && b.workgroup() == a.workgroup()
                && b.subgroup() == a.subgroup();
    }

    /** The grouping of {@code launch}: the kept one when it is the latest launch grouped, else a new one (kept). */
    static LaunchGroups of(Launch launch) {
        LaunchGroups l = latest.get();
        if (l != null && l.launch == launch) {
            return l;
        }
        l = new LaunchGroups(launch);
        latest = new java.lang.ref.SoftReference<>(l);
        return l;
    }

    /** How many agents have workgroup id {@code wg}. */
    int workgroupSize(int wg) {
        return perWorkgroup.getOrDefault(wg, 0);
    }

    /**
     * The (agent, reference) leaves of the whole launch for {@code refs}: each agent with each reference it
     * can reach ({@link Reference#reachableBy}: a workgroup reference its workgroup's invocations only).
     */
    long leafCount(List<Reference> refs) {
        long n = 0;
        for (Reference r : refs) {
            n += r.workgroup() == Reference.ANY_WORKGROUP ? launch.agents().size() : workgroupSize(r.workgroup());
        }
        return n;
    }
}
