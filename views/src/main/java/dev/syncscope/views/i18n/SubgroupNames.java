package dev.syncscope.views.i18n;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.SubgroupNumbering;

import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.List;

/**
 * The window's name of a subgroup: its workgroup and its index within that workgroup ({@code wg1·sg0}), the number
 * the program reads as {@code gl_SubgroupID}, as {@link SubgroupNumbering} numbers it for the engine's diagnostics and
 * the command line too, in the window's language. Host threads name no subgroup. Immutable.
 */
public final class SubgroupNames {

    private final SubgroupNumbering numbering;

    private SubgroupNames(SubgroupNumbering numbering) {
        this.numbering = numbering;
    }

    /**
     * The latest launch numbered by {@link #of(Launch)} and its numbering (compared by identity: a launch's equality
     * would walk its agents), held softly: a closed session's million-invocation numbering must not outlive it when
     * memory is short.
     */
    private static volatile SoftReference<Kept> latest = new SoftReference<>(null);

    private record Kept(Launch launch, SubgroupNames names) {
    }

    /**
     * The subgroups of {@code launch}'s invocations, numbered once per launch: the latest launch's numbering is kept,
     * and the window's views (the graphs, the memory tab's history, the explanations) share it rather than each
     * walking a million invocations at each selection (a launch never changes). Numbered from each run of a
     * subgroup's invocations' first: the same subgroups as every invocation's.
     */
    public static SubgroupNames of(Launch launch) {
        Kept kept = latest.get();
        if (kept != null && kept.launch() == launch) {
            return kept.names();
        }
        List<Agent> firsts = new ArrayList<>();
        Agent last = null;
        for (Agent a : launch.agents()) {
            if (a.host()) {
                continue; // in no subgroup
            }
            if (last == null || a.workgroup() != last.workgroup() || a.subgroup() != last.subgroup()) {
                firsts.add(a);
            }
            last = a;
        }
        SubgroupNames names = new SubgroupNames(SubgroupNumbering.ofAgents(firsts));
        latest = new SoftReference<>(new Kept(launch, names));
        return names;
    }

    /** The subgroups of {@code agents}, a launch's invocations (or some of them, each whole workgroup). */
    public static SubgroupNames ofAgents(Iterable<Agent> agents) {
        return new SubgroupNames(SubgroupNumbering.ofAgents(agents));
    }

    /** The subgroups of a snapshot's invocations. */
    public static SubgroupNames of(List<AgentView> agents) {
        return new SubgroupNames(SubgroupNumbering.ofAgents(agents));
    }

    /** The workgroup of subgroup instance {@code subgroup}, or -1 if no invocation is in it. */
    public int workgroup(int subgroup) {
        return numbering.workgroup(subgroup);
    }

    /** The index of subgroup instance {@code subgroup} within its workgroup ({@code gl_SubgroupID}); the id if unknown. */
    public int index(int subgroup) {
        return numbering.index(subgroup);
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
