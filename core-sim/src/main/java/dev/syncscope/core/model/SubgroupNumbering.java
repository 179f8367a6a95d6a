package dev.syncscope.core.model;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * How a subgroup instance is numbered where a user reads it: by its workgroup and its index within that workgroup,
 * the number the program reads as {@code gl_SubgroupID} (SPIR-V {@code SubgroupId}: the index of a subgroup within
 * its local workgroup, 0 to NumSubgroups − 1). {@link Agent#subgroup()} numbers subgroup instances across the launch
 * (workgroup 1's first subgroup is instance 2 of a launch of two workgroups of two subgroups), and a teacher pointing
 * at "sg 2" found no such subgroup in the program (audit 52 L1). A subgroup's index is its rank among the subgroup
 * instances of its workgroup, which the launch numbers in the order of the invocations' local index. Host threads are
 * in no subgroup. The one numbering the window, the engine's diagnostics and the command line share. Immutable.
 */
public final class SubgroupNumbering {

    /** Each subgroup instance's {workgroup, index within it}. */
    private final Map<Integer, int[]> place;

    private SubgroupNumbering(Map<Integer, int[]> place) {
        this.place = place;
    }

    /** One invocation's place: its workgroup and subgroup instance ids, and whether it is a host thread. */
    public interface Member {
        boolean host();

        int workgroup();

        int subgroup();
    }

    /** The subgroups of {@code launch}'s invocations. */
    public static SubgroupNumbering of(Launch launch) {
        return ofAgents(launch.agents());
    }

    /**
     * The subgroups of {@code members}, a launch's invocations ({@link Agent}s, or a snapshot's), or some of them, each
     * workgroup whole.
     */
    public static SubgroupNumbering ofAgents(Iterable<? extends Member> members) {
        Map<Integer, TreeSet<Integer>> byWorkgroup = new TreeMap<>();
        for (Member m : members) {
            add(byWorkgroup, m.host(), m.workgroup(), m.subgroup());
        }
        return numbered(byWorkgroup);
    }

    private static void add(Map<Integer, TreeSet<Integer>> byWorkgroup, boolean host, int workgroup, int subgroup) {
        if (!host) {
            byWorkgroup.computeIfAbsent(workgroup, k -> new TreeSet<>()).add(subgroup);
        }
    }

    private static SubgroupNumbering numbered(Map<Integer, TreeSet<Integer>> byWorkgroup) {
        Map<Integer, int[]> p = new HashMap<>();
        for (Map.Entry<Integer, TreeSet<Integer>> wg : byWorkgroup.entrySet()) {
            int i = 0;
            for (int sg : wg.getValue()) {
                p.put(sg, new int[] {wg.getKey(), i++});
            }
        }
        return new SubgroupNumbering(p);
    }

    /** Whether an invocation of these is in subgroup instance {@code subgroup}. */
    public boolean knows(int subgroup) {
        return place.containsKey(subgroup);
    }

    /** The workgroup of subgroup instance {@code subgroup}, or -1 if no invocation is in it. */
    public int workgroup(int subgroup) {
        int[] p = place.get(subgroup);
        return p == null ? -1 : p[0];
    }

    /**
     * The index of subgroup instance {@code subgroup} within its workgroup ({@code gl_SubgroupID}); the id if no
     * invocation is in it.
     */
    public int index(int subgroup) {
        int[] p = place.get(subgroup);
        return p == null ? subgroup : p[1];
    }

    /**
     * Subgroup instance {@code subgroup} in an English sentence: {@code subgroup 0 of workgroup 1}; one no invocation
     * is in, by its id alone ({@code subgroup 2}).
     */
    public String words(int subgroup) {
        int wg = workgroup(subgroup);
        return wg < 0 ? "subgroup " + subgroup : "subgroup " + index(subgroup) + " of workgroup " + wg;
    }

    /**
     * Subgroup instance {@code subgroup} where room is short: {@code wg1·sg0}; one no invocation is in, by its id
     * ({@code sg 2}).
     */
    public String compact(int subgroup) {
        int wg = workgroup(subgroup);
        return wg < 0 ? "sg " + subgroup : "wg" + wg + "·sg" + index(subgroup);
    }
}
