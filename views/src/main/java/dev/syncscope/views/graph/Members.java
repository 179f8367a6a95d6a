package dev.syncscope.views.graph;

import dev.syncscope.core.model.Agent;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The invocations one summary node of the domain graph stands for ("wg 1–1023 · visible to 12 of
 * 1,047,552"): how many, and whether an agent is among them. The other workgroups of a large launch
 * are described by their ids, not listed: listing a million invocations at every refresh of the graph
 * (and finding the writer among them) held the FX thread for tens of milliseconds. Immutable.
 */
interface Members {

    /** How many invocations. */
    int size();

    /** Whether {@code agent} is one of them. */
    boolean has(Agent agent);

    /** How many of them the write {@code summary} shows is visible to. */
    int visible(DomainSummary summary);

    /** The few invocations {@code agents} (a subgroup, the rest of one). */
    static Members of(List<Agent> agents) {
        Set<Integer> ids = new HashSet<>();
        agents.forEach(a -> ids.add(a.id()));
        return new Members() {
            public int size() {
                return agents.size();
            }

            public boolean has(Agent agent) {
                return agent != null && ids.contains(agent.id());
            }

            public int visible(DomainSummary summary) {
                int n = 0;
                for (Agent a : agents) {
                    n += summary.visibleTo(a.id()) ? 1 : 0;
                }
                return n;
            }
        };
    }

    /** The invocations of queue family {@code qf}'s workgroups {@code workgroups} of a launch grouped as {@code groups}. */
    static Members ofWorkgroups(int qf, List<Integer> workgroups, LaunchGroups groups) {
        Set<Integer> wgs = Set.copyOf(workgroups);
        int size = 0;
        for (int wg : workgroups) {
            size += groups.groups.get(qf).get(wg).values().stream().mapToInt(List::size).sum();
        }
        int n = size;
        return new Members() {
            public int size() {
                return n;
            }

            public boolean has(Agent agent) {
                return agent != null && !agent.host() && agent.queueFamily() == qf && wgs.contains(agent.workgroup());
            }

            public int visible(DomainSummary summary) {
                int n = 0;
                for (int wg : workgroups) {
                    n += summary.visibleInWorkgroup(qf, wg);
                }
                return n;
            }
        };
    }
}
