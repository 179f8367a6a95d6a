package dev.syncscope.views.threads;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The dispatch grouped for display: workgroups, each with its subgroups, each with its
 * invocations, in launch order. A pure function of the launch. Immutable.
 */
public record DispatchGridModel(List<Workgroup> workgroups) {

    public DispatchGridModel {
        workgroups = List.copyOf(workgroups);
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
        for (Agent agent : launch.agents()) {
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
        return new DispatchGridModel(workgroups);
    }

    public int invocationCount() {
        return workgroups.stream().flatMap(w -> w.subgroups().stream()).mapToInt(s -> s.invocations().size()).sum();
    }
}
