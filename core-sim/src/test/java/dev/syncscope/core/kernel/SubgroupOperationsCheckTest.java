package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Subgroup operations in the exhaustive check: a path assumes each operation's tangle (SPIR-V 2.2.5
 * "Tangle": the invocations executing the same dynamic instance), and only combinations of paths whose
 * assumptions are the tangles they form are executions. Expected values follow from the SPIR-V definitions
 * of the operations over those tangles, computed by hand.
 */
class SubgroupOperationsCheckTest {

    /** The checker's allowed outcomes of {@code p}, each as the values of {@code name[0..n-1]}, in order. */
    static List<List<Long>> checked(Program p, String name, int n) {
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), r.limitMessage());
        Set<List<Long>> out = new TreeSet<>((a, b) -> a.toString().compareTo(b.toString()));
        for (Outcome o : r.allowedOutcomes()) {
            List<Long> v = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                v.add(o.values().get(name + "[" + i + "]"));
            }
            out.add(v);
        }
        return List.copyOf(out);
    }

    /** One subgroup of 4 lanes, {@code o} of {@code words} words, and {@code body} in main after {@code lane}. */
    private static Program oneSubgroupAdding(int words, String body) {
        return SubgroupOperationsTest.program("""
                // @subgroup-size 4
                // @length o = %d
                #version 450
                #extension GL_KHR_shader_subgroup_arithmetic : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint lane = gl_SubgroupInvocationID;
                """.formatted(words) + body);
    }

    @Test
    void invocationsOfDivergentBranchesFormTangleOfTheirOwnBranch() {
        // lane 0 alone executes the then-branch's subgroupAdd, lanes 1..3 the else-branch's
        Program p = oneSubgroupAdding(4, """
                    if (lane == 0) {
                        o[lane] = subgroupAdd(1);
                    } else {
                        o[lane] = subgroupAdd(10);
                    }
                }
                """);
        assertEquals(List.of(List.of(1L, 30L, 30L, 30L)), checked(p, "o", 4));
    }

    @Test
    void anOperationOnlySomeLanesReachCompletesWithThemWhileTheOthersWaitFurtherOn() {
        // lanes 1..3 wait at the second subgroupAdd, after the first in program order: they cannot reach the
        // first any more, so it completes with lane 0 alone (the stepper completes the earliest pending one)
        Program p = oneSubgroupAdding(8, """
                    uint first = 0;
                    if (lane == 0) {
                        first = subgroupAdd(5);
                    }
                    o[lane] = first;
                    o[4 + lane] = subgroupAdd(lane);
                }
                """);
        assertEquals(List.of(List.of(5L, 0L, 0L, 0L, 6L, 6L, 6L, 6L)), checked(p, "o", 8));
    }

    @Test
    void aBroadcastOfAValueReadFromMemoryIsTheSameForTheWholeTangle() {
        // each subgroup's first lane takes a ticket (0 or 1: the two subgroups race for it) and broadcasts it;
        // paths assuming another lane's ticket than the one it took are no execution, so every lane of a
        // subgroup writes the same ticket
        Program p = SubgroupOperationsTest.program("""
                // @subgroup-size 2
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_ballot : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer N { uint next; };
                layout(binding = 1) buffer O { uint o[]; };
                void main() {
                    uint ticket = 0;
                    if (gl_SubgroupInvocationID == 0) {
                        ticket = atomicAdd(next, 1u);
                    }
                    o[gl_LocalInvocationIndex] = subgroupBroadcastFirst(ticket);
                }
                """);
        assertEquals(List.of(List.of(0L, 0L, 1L, 1L), List.of(1L, 1L, 0L, 0L)), checked(p, "o", 4));
    }

    @Test
    void aKernelWithSubgroupOperationsGetsItsRacesFromTheCheck() {
        // the elected lane of each subgroup stores to the same word: the two stores race (VK MM: Data Race);
        // the other lanes store nothing
        Program p = SubgroupOperationsTest.program("""
                // @subgroup-size 2
                #version 450
                #extension GL_KHR_shader_subgroup_basic : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o; };
                void main() {
                    if (subgroupElect()) {
                        o = gl_LocalInvocationIndex + 1;
                    }
                }
                """);
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), r.limitMessage());
        assertTrue(r.hasRace());
        Set<Long> finals = new TreeSet<>();
        r.allowedOutcomes().forEach(o -> finals.add(o.values().get("o")));
        assertEquals(Set.of(1L, 3L), finals);
        assertFalse(finals.contains(2L));
    }

    /** Lanes 0..3 add up x, which the other subgroup's lanes set to 1 while they read it (a race). */
    private static final String RACY_SUM = """
            // @subgroup-size 4
            // @length o = 4
            #version 450
            #extension GL_KHR_shader_subgroup_arithmetic : require
            layout(local_size_x = 8) in;
            layout(binding = 0) buffer X { uint x; };
            layout(binding = 1) buffer O { uint o[]; };
            void main() {
                if (gl_SubgroupID == 1) {
                    x = 1;
                } else {
                    o[gl_SubgroupInvocationID] = subgroupAdd(x);
                }
            }
            """;

    @Test
    void everyLaneOfATangleGetsTheSameSumWhateverEachOneRead() {
        // each lane may read 0 or 1; the sum over the tangle is one number for all four
        List<List<Long>> sums = new ArrayList<>();
        for (long k = 0; k <= 4; k++) {
            sums.add(List.of(k, k, k, k));
        }
        assertEquals(sums, checked(SubgroupOperationsTest.program(RACY_SUM), "o", 4));
    }

    @Test
    void theTanglesOnePathMayMeetAreCappedLikeItsPathsAndTheLimitNamesTheOperation() {
        // with 0 or 1 from each of the three other lanes, a lane may meet 8 tangles at subgroupAdd
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxTracesPerAgent(4))
                .check(SubgroupOperationsTest.program(RACY_SUM));
        assertEquals(CheckResult.Status.LIMIT_REACHED, r.status());
        assertEquals("agent T0 may meet more than 4 tangles at OpGroupNonUniformIAdd (sg.comp:12)", r.limitMessage());
    }

    @Test
    void aLaneOnlyAnUnjustifiableReadTakesIntoTheTangleIsNoPartOfIt() {
        // lane 1 joins the subgroupAdd only if it read o[4] = 7, which only its own later store writes (VK MM:
        // Location-Ordered, Acyclicity: such paths are dropped); lane 0's paths assuming lane 1 in its tangle
        // must go with them, though no kept path of lane 1 reaches a subgroup operation
        Program p = oneSubgroupAdding(5, """
                    uint v = 7;
                    if (lane == 1) {
                        v = o[4];
                        o[4] = 7;
                    }
                    if (v == 7) {
                        o[lane] = subgroupAdd(1);
                    }
                }
                """);
        // lanes 0, 2 and 3 add 1 each
        assertEquals(List.of(List.of(3L, 0L, 3L, 3L, 7L)), checked(p, "o", 5));
    }
}
