package dev.syncscope.views.threads;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.SubgroupNames;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.DoubleSupplier;

/**
 * The dispatch grouped for display: workgroups, each with its subgroups, each with its
 * invocations, in launch order; and apart from them the host threads ({@link Agent#host()}), which
 * are in no workgroup or subgroup (VK MM: Agent, "each host thread"; a host thread is a member of no
 * shader scope instance); and its subgroups' numbering ({@link #subgroupNames}), worked out once with the grid (a
 * launch's grid is made once per launch) rather than at each relayout. A pure function of the launch; two grids
 * are equal when their workgroups and host threads are (the numbering is a function of the workgroups). Immutable.
 */
public final class DispatchGridModel {

    private final List<Workgroup> workgroups;
    private final List<Agent> hosts;
    private final SubgroupNames subgroupNames;
    /** The heights its layouts were measured at ({@link GridLayout#naturalHeight}, …), by what they depend on. */
    private final Map<Object, Double> heights = new ConcurrentHashMap<>();

    /**
     * @param workgroups the workgroups of the shader invocations
     * @param hosts      the host threads, in launch order
     */
    public DispatchGridModel(List<Workgroup> workgroups, List<Agent> hosts) {
        this.workgroups = List.copyOf(workgroups);
        this.hosts = List.copyOf(hosts);
        // numbered from each subgroup's first invocation: a dispatch of a million invocations by its subgroups
        this.subgroupNames = SubgroupNames.ofAgents(this.workgroups.stream().flatMap(w -> w.subgroups().stream())
                .filter(s -> !s.invocations().isEmpty()).map(s -> s.invocations().get(0)).toList());
    }

    /** A dispatch of shader invocations only. */
    public DispatchGridModel(List<Workgroup> workgroups) {
        this(workgroups, List.of());
    }

    /** The workgroups of the shader invocations, in launch order. */
    public List<Workgroup> workgroups() {
        return workgroups;
    }

    /** The host threads, in launch order. */
    public List<Agent> hosts() {
        return hosts;
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
     * program's {@code gl_SubgroupID}, as the rest of the window numbers it. Worked out once, when the grid is made:
     * the same instance at every call (every relayout of the grid, the grid's tooltips and barrier lines).
     */
    public SubgroupNames subgroupNames() {
        return subgroupNames;
    }

    /**
     * The height {@code measure} gives for {@code key} (what it depends on besides this grid: the width, the
     * metrics, which height), measured once per launch and key: the presentation layout asks for the same heights at
     * each arrangement. Keeps up to {@link #HEIGHTS_KEPT} keys', forgetting them all when full (a window resized
     * often measures many widths). Thread-safe; the heights are pure functions of the grid and the key.
     */
    double height(Object key, DoubleSupplier measure) {
        Double known = heights.get(key);
        if (known != null) {
            return known;
        }
        double h = measure.getAsDouble();
        if (heights.size() >= HEIGHTS_KEPT) {
            heights.clear();
        }
        heights.put(key, h);
        return h;
    }

    private static final int HEIGHTS_KEPT = 64;

    /** The shader invocations (host threads not counted). */
    public int invocationCount() {
        return workgroups.stream().flatMap(w -> w.subgroups().stream()).mapToInt(s -> s.invocations().size()).sum();
    }

    /** Whether there is nothing to draw: no invocation and no host thread. */
    public boolean isEmpty() {
        return workgroups.isEmpty() && hosts.isEmpty();
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof DispatchGridModel g && workgroups.equals(g.workgroups) && hosts.equals(g.hosts);
    }

    @Override
    public int hashCode() {
        return 31 * workgroups.hashCode() + hosts.hashCode();
    }

    @Override
    public String toString() {
        return "DispatchGridModel[workgroups=" + workgroups + ", hosts=" + hosts + "]";
    }
}
