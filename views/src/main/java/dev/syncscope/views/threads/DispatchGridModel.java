package dev.syncscope.views.threads;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.SubgroupNames;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The dispatch grouped for display: workgroups, each with its subgroups, each with its
 * invocations, in launch order; and apart from them the host threads ({@link Agent#host()}), which
 * are in no workgroup or subgroup (VK MM: Agent, "each host thread"; a host thread is a member of no
 * shader scope instance). A pure function of the launch. Immutable.
 *
 * @param workgroups the workgroups of the shader invocations
 * @param hosts      the host threads, in launch order
 */
public record DispatchGridModel(List<Workgroup> workgroups, List<Agent> hosts) {

    public DispatchGridModel {
        workgroups = List.copyOf(workgroups);
        hosts = List.copyOf(hosts);
    }

    /** A dispatch of shader invocations only. */
    public DispatchGridModel(List<Workgroup> workgroups) {
        this(workgroups, List.of());
    }

    /** One workgroup instance and its subgroups. */
    public record Workgroup(int id, List<Subgroup> subgroups) {
        public Workgroup {
            subgroups = List.copyOf(subgroups);
        }
    }

    /** One subgroup instance and its invocations. */
    public record Subgroup(int id, List<Agent> invocations) {
        public Subgroup {
            invocations = List.copyOf(invocations);
        }
    }

    public static DispatchGridModel of(Launch launch) {
        Map<Integer, Map<Integer, List<Agent>>> grouped = new LinkedHashMap<>();
        List<Agent> hosts = new ArrayList<>();
        for (Agent agent : launch.agents()) {
            if (agent.host()) {
                hosts.add(agent);
                continue;
            }
            grouped.computeIfAbsent(agent.workgroup(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(agent.subgroup(), k -> new ArrayList<>())
                    .add(agent);
        }
        List<Workgroup> workgroups = new ArrayList<>();
        grouped.forEach((wg, subgroups) -> {
            List<Subgroup> list = new ArrayList<>();
            subgroups.forEach((sg, agents) -> list.add(new Subgroup(sg, agents)));
            workgroups.add(new Workgroup(wg, list));
        });
        return new DispatchGridModel(workgroups, hosts);
    }

    /**
     * Its subgroups' names ({@link SubgroupNames}): a row is named by its subgroup's index within its workgroup, the
     * program's {@code gl_SubgroupID}, as the rest of the window numbers it. Numbered from each subgroup's first
     * invocation: a dispatch of a million invocations by its subgroups, each workgroup whole.
     */
    public SubgroupNames subgroupNames() {
        return SubgroupNames.ofAgents(workgroups.stream().flatMap(w -> w.subgroups().stream())
                .filter(s -> !s.invocations().isEmpty()).map(s -> s.invocations().get(0)).toList());
    }

    /** The shader invocations (host threads not counted). */
    public int invocationCount() {
        return workgroups.stream().flatMap(w -> w.subgroups().stream()).mapToInt(s -> s.invocations().size()).sum();
    }

    /** Whether there is nothing to draw: no invocation and no host thread. */
    public boolean isEmpty() {
        return workgroups.isEmpty() && hosts.isEmpty();
    }
}
