package dev.syncscope.core.kernel;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Subgroup operations (SPIR-V non-uniform group instructions) in the stepper: results follow the
 * SPIR-V definitions over the tangle, the active invocations executing the same dynamic instance.
 * Expected values are computed by hand from those definitions.
 */
class SubgroupOperationsTest {

    private static final List<LaunchOptions> SCHEDULES = List.of(LaunchOptions.DEFAULTS,
            LaunchOptions.DEFAULTS.withScheduler(LaunchOptions.SchedulerKind.LOCK_STEP_SUBGROUPS, 0),
            LaunchOptions.DEFAULTS.withScheduler(LaunchOptions.SchedulerKind.RANDOM, 1),
            LaunchOptions.DEFAULTS.withScheduler(LaunchOptions.SchedulerKind.RANDOM, 2),
            LaunchOptions.DEFAULTS.withScheduler(LaunchOptions.SchedulerKind.RANDOM, 3));

    static Program program(String source) {
        return KernelLoader.load(source.contains("[numthreads") ? "sg.hlsl" : "sg.comp", source).program();
    }

    /** Runs the kernel under several schedules; every run must finish cleanly with the same outcome. */
    private static Map<String, Long> runEverywhere(String source) {
        return run(source, SCHEDULES);
    }

    private static Map<String, Long> run(String source, List<LaunchOptions> schedules) {
        Program p = program(source);
        Map<String, Long> first = null;
        for (LaunchOptions o : schedules) {
            DebugSession s = DebugSession.load(p, o);
            s.run();
            assertTrue(s.finished() && s.snapshot().agents().stream().allMatch(a -> a.status() == AgentStatus.DONE),
                    o.scheduler() + ": " + s.diagnostics());
            assertTrue(s.diagnostics().isEmpty(), o.scheduler() + ": " + s.diagnostics());
            if (first == null) {
                first = s.outcome().values();
            } else {
                assertEquals(first, s.outcome().values(), o.scheduler() + " " + o.seed());
            }
        }
        return first;
    }

    private static List<Long> values(Map<String, Long> outcome, String name, int n) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(outcome.get(name + "[" + i + "]"));
        }
        return out;
    }

    /** Lanes 0..3 hold v = 1, 4, 7, 10 and s = -2, -1, 0, 1; b is the ballot of v > 3 (lanes 1..3). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            subgroupAll(v > 0)                          | 1 1 1 1
            subgroupAll(v > 1)                          | 0 0 0 0
            subgroupAny(v > 9)                          | 1 1 1 1
            subgroupAllEqual(v)                         | 0 0 0 0
            subgroupAllEqual(0.5)                       | 1 1 1 1
            subgroupAdd(v)                              | 22 22 22 22
            subgroupInclusiveAdd(v)                     | 1 5 12 22
            subgroupExclusiveAdd(v)                     | 0 1 5 12
            subgroupMul(v)                              | 280 280 280 280
            subgroupMin(s)                              | 4294967294 4294967294 4294967294 4294967294
            subgroupMax(s)                              | 1 1 1 1
            subgroupInclusiveMin(s + 1)                 | 4294967295 4294967295 4294967295 4294967295
            subgroupExclusiveMax(s)                     | 2147483648 4294967294 4294967295 0
            subgroupMin(v)                              | 1 1 1 1
            subgroupMax(v)                              | 10 10 10 10
            subgroupAnd(v)                              | 0 0 0 0
            subgroupOr(v)                               | 15 15 15 15
            subgroupXor(v)                              | 8 8 8 8
            subgroupOr(v > 5)                           | 1 1 1 1
            subgroupXor(v > 3)                          | 1 1 1 1
            subgroupAnd(v > 3)                          | 0 0 0 0
            subgroupClusteredAdd(v, 2)                  | 5 5 17 17
            subgroupAdd(uvec2(v, 1)).y                  | 4 4 4 4
            subgroupBroadcast(uvec2(v, lane), 2).x      | 7 7 7 7
            subgroupShuffle(v, 3 - lane)                | 10 7 4 1
            subgroupShuffleXor(v, 1)                    | 4 1 10 7
            b.x                                         | 14 14 14 14
            subgroupBallotBitCount(b)                   | 3 3 3 3
            subgroupBallotInclusiveBitCount(b)          | 0 1 2 3
            subgroupBallotExclusiveBitCount(b)          | 0 0 1 2
            subgroupBallotFindLSB(b)                    | 1 1 1 1
            subgroupBallotFindMSB(b)                    | 3 3 3 3
            subgroupInverseBallot(b)                    | 0 1 1 1
            subgroupBallotBitExtract(b, 2)              | 1 1 1 1
            """)
    void groupOperationsFollowTheirSpirvDefinitions(String expression, String lanes) {
        String source = """
                // @subgroup-size 4
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_arithmetic : require
                #extension GL_KHR_shader_subgroup_ballot : require
                #extension GL_KHR_shader_subgroup_vote : require
                #extension GL_KHR_shader_subgroup_shuffle : require
                #extension GL_KHR_shader_subgroup_clustered : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint lane = gl_SubgroupInvocationID;
                    uint v = lane * 3 + 1;
                    int s = int(lane) - 2;
                    uvec4 b = subgroupBallot(v > 3);
                    o[lane] = uint(%s);
                }
                """.formatted(expression);
        Map<String, Long> out = run(source, SCHEDULES.subList(0, 2));
        List<Long> expected = java.util.Arrays.stream(lanes.trim().split(" +")).map(Long::parseLong).toList();
        assertEquals(expected, values(out, "o", 4));
        // the exhaustive check computes each operation over the same tangle (CollectiveRound, Tangles)
        assertEquals(List.of(expected), SubgroupOperationsCheckTest.checked(program(source), "o", 4));
    }

    @Test
    void shuffleUpFromBelowTheTangleIsAnUndefinedValueReportedWhereItIsStored() {
        // "the resulting value is undefined if Delta is greater than the current invocation's id within the group"
        // (OpGroupNonUniformShuffleUp): a value, reported where T0 stores it, not a fault
        DebugSession s = DebugSession.load(program("""
                // @subgroup-size 4
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_shuffle_relative : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint lane = gl_SubgroupInvocationID;
                    o[lane] = subgroupShuffleUp(lane + 5, 1);
                }
                """));
        s.run();
        assertEquals(1, s.diagnostics().size(), s.diagnostics().toString());
        Diagnostic d = s.diagnostics().get(0);
        assertEquals(Diagnostic.Kind.UNDEFINED_READ, d.kind());
        assertEquals(List.of(0), d.agents());
        assertEquals(9, d.source().line(), d.toString());
        assertTrue(d.message().contains("OpGroupNonUniformShuffleUp from subgroup invocation -1"), d.message());
        assertTrue(s.snapshot().agents().stream().allMatch(a -> a.status() == AgentStatus.DONE));
        assertEquals(List.of(0L, 5L, 6L, 7L), values(s.outcome().values(), "o", 4));
        assertEquals(List.of("o[0]"), List.copyOf(s.outcome().undefined()));
    }

    @Test
    void electPicksTheLowestActiveInvocationOfEachSubgroup() {
        Map<String, Long> out = runEverywhere("""
                // @subgroup-size 4
                // @length count = 2
                // @length winner = 2
                #version 450
                #extension GL_KHR_shader_subgroup_basic : require
                layout(local_size_x = 8) in;
                layout(binding = 0) buffer C { uint count[]; };
                layout(binding = 1) buffer W { uint winner[]; };
                void main() {
                    if (subgroupElect()) {
                        atomicAdd(count[gl_SubgroupID], 1);
                        winner[gl_SubgroupID] = gl_LocalInvocationIndex;
                    }
                }
                """);
        assertEquals(List.of(1L, 1L), values(out, "count", 2));
        assertEquals(List.of(0L, 4L), values(out, "winner", 2));
    }

    @Test
    void hlslWaveIntrinsicsAreTheSameSubgroupOperations() {
        Map<String, Long> out = runEverywhere("""
                // @subgroup-size 4
                // @length o = 8
                RWStructuredBuffer<uint> o : register(u0);
                [numthreads(4, 1, 1)]
                void main(uint3 id : SV_DispatchThreadID) {
                    uint lane = WaveGetLaneIndex();
                    if (lane != 0) {
                        o[lane] = WaveIsFirstLane() ? 100 : WaveReadLaneFirst(lane * 10);
                        o[4 + lane] = WaveActiveSum(lane) + WaveActiveBallot(lane > 1).x * 1000;
                    }
                }
                """);
        // the tangle is lanes 1..3: lane 1 is first, the sum of their ids is 6, the ballot 0b1100
        assertEquals(List.of(0L, 100L, 10L, 10L, 0L, 12006L, 12006L, 12006L), values(out, "o", 8));
    }

    @Test
    void ballotHasTheBitOfEveryInvocationWhosePredicateHolds() {
        Map<String, Long> out = runEverywhere("""
                // @subgroup-size 8
                // @length o = 8
                #version 450
                #extension GL_KHR_shader_subgroup_ballot : require
                layout(local_size_x = 8) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    o[gl_SubgroupInvocationID] = subgroupBallot(gl_SubgroupInvocationID % 3 == 0).x;
                }
                """);
        assertEquals(List.of(73L, 73L, 73L, 73L, 73L, 73L, 73L, 73L), values(out, "o", 8));
    }

    @Test
    void broadcastsHandTheChosenInvocationsValueToTheWholeSubgroup() {
        Map<String, Long> out = runEverywhere("""
                // @subgroup-size 4
                // @length first = 8
                // @length third = 8
                #version 450
                #extension GL_KHR_shader_subgroup_ballot : require
                layout(local_size_x = 8) in;
                layout(binding = 0) buffer F { uint first[]; };
                layout(binding = 1) buffer T { uint third[]; };
                void main() {
                    uint i = gl_LocalInvocationIndex;
                    first[i] = subgroupBroadcastFirst(i * 10 + 5);
                    third[i] = subgroupBroadcast(i * 2, 3);
                }
                """);
        assertEquals(List.of(5L, 5L, 5L, 5L, 45L, 45L, 45L, 45L), values(out, "first", 8));
        assertEquals(List.of(6L, 6L, 6L, 6L, 14L, 14L, 14L, 14L), values(out, "third", 8));
    }

    @Test
    void divergentBranchesFormSeparateTangles() {
        // without the tangle rule both ballots would see all four invocations (15) and elect only T0
        Map<String, Long> out = runEverywhere("""
                // @subgroup-size 4
                // @length mask = 4
                // @length elected = 4
                #version 450
                #extension GL_KHR_shader_subgroup_ballot : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer M { uint mask[]; };
                layout(binding = 1) buffer E { uint elected[]; };
                void main() {
                    uint i = gl_SubgroupInvocationID;
                    if (i < 2) {
                        mask[i] = subgroupBallot(true).x;
                        elected[i] = subgroupElect() ? 1 : 0;
                    } else {
                        mask[i] = subgroupBallot(true).x;
                        elected[i] = subgroupElect() ? 1 : 0;
                    }
                }
                """);
        assertEquals(List.of(3L, 3L, 12L, 12L), values(out, "mask", 4));
        assertEquals(List.of(1L, 0L, 1L, 0L), values(out, "elected", 4));
    }

    @Test
    void anInvocationThatExitedIsNotPartOfTheTangle() {
        Map<String, Long> out = runEverywhere("""
                // @subgroup-size 4
                // @length mask = 4
                #version 450
                #extension GL_KHR_shader_subgroup_ballot : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer M { uint mask[]; };
                void main() {
                    uint i = gl_SubgroupInvocationID;
                    if (i == 0) {
                        mask[0] = 99;
                        return;
                    }
                    mask[i] = subgroupBallot(true).x | (subgroupElect() ? 16u : 0u);
                }
                """);
        assertEquals(List.of(99L, 14L + 16L, 14L, 14L), values(out, "mask", 4));
    }

    @Test
    void eachLoopIterationIsItsOwnDynamicInstance() {
        // iteration k's tangle is the invocations with more than k iterations
        Map<String, Long> out = runEverywhere("""
                // @subgroup-size 4
                // @length o = 16
                #version 450
                #extension GL_KHR_shader_subgroup_ballot : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint i = gl_SubgroupInvocationID;
                    for (uint k = 0; k < i; k++) {
                        o[i * 4 + k] = subgroupBallot(true).x;
                    }
                }
                """);
        assertEquals(List.of(0L, 0L, 0L, 0L, 14L, 0L, 0L, 0L, 14L, 12L, 0L, 0L, 14L, 12L, 8L, 0L),
                values(out, "o", 16));
    }

    @Test
    void theSameInstructionInDifferentIterationsDoesNotMeet() {
        // each invocation executes the ballot once, but even ids in iteration 0 and odd ids in iteration 1:
        // counting executions per instruction would wrongly put all four in one tangle (15)
        Map<String, Long> out = runEverywhere("""
                // @subgroup-size 4
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_ballot : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint i = gl_SubgroupInvocationID;
                    for (uint k = 0; k < 2; k++) {
                        if (k == (i & 1)) {
                            o[i] = subgroupBallot(true).x;
                        }
                    }
                }
                """);
        assertEquals(List.of(5L, 10L, 5L, 10L), values(out, "o", 4));
    }

    @Test
    void aPendingOperationCompletesWhenTheLastPossibleJoinerBlocksAtABarrier() {
        Program p = program("""
                // @subgroup-size 4
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_basic : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint i = gl_SubgroupInvocationID;
                    bool first = false;
                    if (i < 2) {
                        first = subgroupElect();
                    }
                    subgroupBarrier();
                    o[i] = first ? 1 : 0;
                }
                """);
        DebugSession s = DebugSession.load(p);
        s.step(0);
        s.step(1);
        Snapshot waiting = s.snapshot();
        assertEquals(AgentStatus.WAITING_BARRIER, waiting.agents().get(1).status());
        s.step(2);
        assertEquals(AgentStatus.WAITING_BARRIER, s.snapshot().agents().get(0).status(), "T3 may still join");
        s.step(3);
        List<AgentView> after = s.snapshot().agents();
        assertEquals(AgentStatus.RUNNING, after.get(0).status(), "T2 and T3 wait at the barrier: not in the tangle");
        assertEquals(AgentStatus.RUNNING, after.get(1).status());
        s.run();
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        assertEquals(List.of(1L, 0L, 0L, 0L), values(s.outcome().values(), "o", 4));
    }

    @Test
    void waitingInvocationsShowTheSubgroupOperation() {
        DebugSession s = DebugSession.load(program("""
                // @subgroup-size 4
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_basic : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    o[gl_SubgroupInvocationID] = subgroupElect() ? 1 : 0;
                }
                """));
        s.step(2);
        Snapshot snap = s.snapshot();
        AgentView t2 = snap.agents().get(2);
        assertEquals(AgentStatus.WAITING_BARRIER, t2.status());
        assertEquals("waiting at subgroup op OpGroupNonUniformElect", t2.next());
        assertEquals(8, t2.pc().line());
        assertEquals("OpGroupNonUniformElect", t2.barrier().operation());
        assertEquals(List.of(2), t2.barrier().arrived());
        assertEquals(4, t2.barrier().expected());
        assertEquals(1, snap.barriers().size());
        assertNull(snap.agents().get(0).barrier());
    }

    @Test
    void broadcastFromAnInvocationOutsideTheTangleIsAnUndefinedValueAtItsLine() {
        // OpGroupNonUniformBroadcast: "The resulting value is undefined if Id is an inactive invocation"; T3 is not in
        // the tangle of the branch, so each of T0..T2 stores an undefined value
        DebugSession s = DebugSession.load(program("""
                // @subgroup-size 4
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_ballot : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint i = gl_SubgroupInvocationID;
                    if (i != 3) {
                        o[i] = subgroupBroadcast(i + 7, 3);
                    }
                }
                """));
        s.run();
        assertEquals(3, s.diagnostics().size(), s.diagnostics().toString());
        for (Diagnostic d : s.diagnostics()) {
            assertEquals(Diagnostic.Kind.UNDEFINED_READ, d.kind(), d.toString());
            assertEquals(10, d.source().line(), d.toString());
            assertTrue(d.message().contains("OpGroupNonUniformBroadcast from subgroup invocation 3 (not in the tangle)"),
                    d.message());
        }
        assertTrue(s.snapshot().agents().stream().allMatch(a -> a.status() == AgentStatus.DONE));
    }
}
