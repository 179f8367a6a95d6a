package dev.syncscope.views.i18n;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The window's name of a subgroup: its workgroup and its index within that workgroup ({@code wg1·sg0}), the number
 * the program reads as {@code gl_SubgroupID} (SPIR-V {@code SubgroupId}, the index of a subgroup within its local
 * workgroup, 0 to NumSubgroups − 1). The engine numbers subgroup instances across the launch (workgroup 1's first subgroup is instance 2
 * of a launch of two workgroups of two subgroups), and a teacher pointing at "sg 2" found no such subgroup in the
 * program (audit 52 L1). A subgroup's index is its rank among the subgroup instances of its workgroup, which the
 * launch numbers in the order of the invocations' local index. Host threads name no subgroup. Immutable.
 */
public final class SubgroupNames {

    /** Each subgroup instance's {workgroup, index within it}. */
    private final Map<Integer, int[]> place;

    private SubgroupNames(Map<Integer, TreeSet<Integer>> byWorkgroup) {
        Map<Integer, int[]> p = new HashMap<>();
        for (Map.Entry<Integer, TreeSet<Integer>> wg : byWorkgroup.entrySet()) {
            int i = 0;
            for (int sg : wg.getValue()) {
                p.put(sg, new int[] {wg.getKey(), i++});
            }
        }
        place = p;
    }

    /** The subgroups of {@code launch}'s invocations. */
    public static SubgroupNames of(Launch launch) {
        return ofAgents(launch.agents());
    }

    /** The subgroups of {@code agents}, a launch's invocations (or some of them, each whole workgroup). */
    public static SubgroupNames ofAgents(Iterable<Agent> agents) {
        Map<Integer, TreeSet<Integer>> byWorkgroup = new TreeMap<>();
        for (Agent a : agents) {
            if (!a.host()) {
                byWorkgroup.computeIfAbsent(a.workgroup(), k -> new TreeSet<>()).add(a.subgroup());
            }
        }
        return new SubgroupNames(byWorkgroup);
    }

    /** The subgroups of a snapshot's invocations. */
    public static SubgroupNames of(List<AgentView> agents) {
        Map<Integer, TreeSet<Integer>> byWorkgroup = new TreeMap<>();
        for (AgentView a : agents) {
            if (!a.host()) {
                byWorkgroup.computeIfAbsent(a.workgroup(), k -> new TreeSet<>()).add(a.subgroup());
            }
        }
        return new SubgroupNames(byWorkgroup);
    }

    /** The workgroup of subgroup instance {@code subgroup}, or -1 if no invocation is in it. */
    public int workgroup(int subgroup) {
        int[] p = place.get(subgroup);
        return p == null ? -1 : p[0];
    }

    /** The index of subgroup instance {@code subgroup} within its workgroup ({@code gl_SubgroupID}); the id if unknown. */
    public int index(int subgroup) {
        int[] p = place.get(subgroup);
        return p == null ? subgroup : p[1];
    }

    /**
     * Subgroup instance {@code subgroup} in running text: {@code wg1·sg0} (ワークグループ 1 のサブグループ 0); one no
     * invocation is in, by its id ({@code sg 2}).
     */
    public String name(int subgroup, Messages text) {
        int wg = workgroup(subgroup);
        return wg < 0 ? inWorkgroup(String.valueOf(subgroup), text)
                : text.get("domainName.SUBGROUP", String.valueOf(wg), String.valueOf(index(subgroup)));
    }

    /**
     * Subgroups by {@code indices} within their workgroup ({@code 0}, or runs {@code 1–15}) in a graph node's label
     * where the node hangs under its workgroup's, which names the workgroup: {@code sg 0}, {@code sg 1–15} (SG 0).
     * The number is the program's gl_SubgroupID, as in {@link #name}; a graph's tree draws the workgroup as the node
     * above, as the dispatch grid's rows stand in their workgroup's box.
     */
    public static String inWorkgroup(String indices, Messages text) {
        return text.get("domainName.SUBGROUP.inWorkgroup", indices);
    }

    /** {@link #inWorkgroup(String, Messages)} of subgroup instance {@code subgroup}: {@code sg 0} for wg1·sg0. */
    public String inWorkgroup(int subgroup, Messages text) {
        return inWorkgroup(String.valueOf(index(subgroup)), text);
    }

    /** A memory domain instance in running text, a subgroup named by its workgroup and index ({@link #name}). */
    public String domain(DomainInstance d, Messages text) {
        return d.kind() == DomainKind.SUBGROUP ? name(d.id(), text) : EngineText.domain(d, text);
    }
}
