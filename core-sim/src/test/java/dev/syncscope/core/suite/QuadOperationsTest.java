package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Quad operations (SPIR-V OpGroupNonUniformQuadSwap and OpGroupNonUniformQuadBroadcast) in both engines. A compute
 * invocation's quad is the four of consecutive subgroup ids from a multiple of 4 (Vulkan: Quad scope instance), its
 * quad index the id's last two bits. QuadSwap: "A Direction of 0 indicates a horizontal swap; Invocations with quad
 * indices of 0 and 1 swap values; Invocations with quad indices of 2 and 3 swap values. A Direction of 1 indicates a
 * vertical swap (0 and 2, 1 and 3) … A Direction of 2 indicates a diagonal swap (0 and 3, 1 and 2)"; "If an active
 * invocation reads Value from an inactive invocation, the resulting value is undefined". QuadBroadcast: "Result is the
 * Value of the invocation within the quad with a quad index equal to Index … If the value of Index is greater than or
 * equal to 4, or refers to an inactive invocation, the resulting value is undefined". Until session 78 both were
 * refused at load. Expected values are worked out by hand from those sentences.
 */
class QuadOperationsTest {

    private static final String GLSL = """
            // @subgroup-size 8
            // @length o = 32
            #version 450
            #extension GL_KHR_shader_subgroup_quad : require
            layout(local_size_x = 8) in;
            layout(binding = 0) buffer O { uint o[]; };
            void main() {
                uint lane = gl_SubgroupInvocationID;
                uint v = lane * 10 + 1;
                o[lane] = subgroupQuadSwapHorizontal(v);
                o[8 + lane] = subgroupQuadSwapVertical(v);
                o[16 + lane] = subgroupQuadSwapDiagonal(v);
                o[24 + lane] = subgroupQuadBroadcast(v, 2);
            }
            """;

    /** Lane i holds 10 i + 1: horizontal swaps i ^ 1, vertical i ^ 2, diagonal i ^ 3; index 2 is lane 4q + 2. */
    private static final List<Long> SWAPPED = List.of(
            11L, 1L, 31L, 21L, 51L, 41L, 71L, 61L,
            21L, 31L, 1L, 11L, 61L, 71L, 41L, 51L,
            31L, 21L, 11L, 1L, 71L, 61L, 51L, 41L,
            21L, 21L, 21L, 21L, 61L, 61L, 61L, 61L);


    @Test
    void swapsAndBroadcastReadTheQuadMemberTheirDirectionOrIndexNamesInBothEngines() {
        FileCheck.Report c = KernelRuns.check("quad.comp", GLSL);
        assertTrue(c.ok(), c.toString());
        assertEquals(1, c.outcomes().size(), c.outcomes().toString());
        assertEquals(SWAPPED, KernelRuns.elements(c.outcomes().get(0).values(), "o", 32));
        for (DebugSession s : KernelRuns.runUnderEveryScheduler("quad.comp", GLSL)) {
            assertEquals(List.of(), s.diagnostics(), String.valueOf(s.options().scheduler()));
            assertEquals(SWAPPED, KernelRuns.elements(s.outcome().values(), "o", 32),
                    String.valueOf(s.options().scheduler()));
        }
    }

    @Test
    void hlslQuadReadsAreTheSameQuadOperations() {
        // glslang's HLSL front end: QuadReadAcrossX/Y/Diagonal are QuadSwap 0/1/2, QuadReadLaneAt is QuadBroadcast
        String hlsl = """
                // @subgroup-size 8
                // @length o = 32
                RWStructuredBuffer<uint> o : register(u0);
                [numthreads(8, 1, 1)]
                void main(uint3 id : SV_DispatchThreadID) {
                    uint lane = WaveGetLaneIndex();
                    uint v = lane * 10 + 1;
                    o[lane] = QuadReadAcrossX(v);
                    o[8 + lane] = QuadReadAcrossY(v);
                    o[16 + lane] = QuadReadAcrossDiagonal(v);
                    o[24 + lane] = QuadReadLaneAt(v, 2);
                }
                """;
        FileCheck.Report c = KernelRuns.check("quad.hlsl", hlsl);
        assertTrue(c.ok(), c.toString());
        assertEquals(SWAPPED, KernelRuns.elements(c.outcomes().get(0).values(), "o", 32));
        assertEquals(SWAPPED, KernelRuns.elements(KernelRuns.run("quad.hlsl", hlsl).outcome().values(), "o", 32));
    }

    @Test
    void aSwapWithAnInactivePartnerIsAnUndefinedValueWhereItIsStored() {
        String text = """
                // @subgroup-size 4
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_quad : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint lane = gl_SubgroupInvocationID;
                    if (lane != 1) {
                        o[lane] = subgroupQuadSwapHorizontal(lane + 5);
                    }
                }
                """;
        DebugSession s = KernelRuns.run("inactive.comp", text);
        assertEquals(List.of("inactive.comp:10: T0 uses the undefined value of OpGroupNonUniformQuadSwap from subgroup"
                + " invocation 1 (not in the tangle) at inactive.comp:10; T0 stores its value to o[0]"),
                KernelRuns.undefined(s));
        // T2 and T3 swap with each other: 3 + 5 and 2 + 5
        assertEquals(List.of(8L, 7L), KernelRuns.elements(s.outcome().values(), "o", 4).subList(2, 4));
        FileCheck.Report c = KernelRuns.check("inactive.comp", text);
        assertEquals(1, c.undefinedReads().size(), c.toString());
        assertTrue(c.undefinedReads().get(0).contains("from subgroup invocation 1 (not in the tangle)"),
                c.undefinedReads().toString());
    }

    @Test
    void aQuadMemberPastASubgroupOfTwoIsOutsideTheSubgroup() {
        // with 2 lanes per subgroup the vertical partner (lane ^ 2) and quad index 3 name no invocation of it
        DebugSession s = KernelRuns.run("two.comp", """
                // @subgroup-size 2
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_quad : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint lane = gl_SubgroupInvocationID;
                    o[lane] = subgroupQuadSwapVertical(lane + 5);
                    o[2 + lane] = subgroupQuadBroadcast(lane + 5, 1);
                }
                """);
        List<String> undefined = KernelRuns.undefinedReads(s);
        assertEquals(2, undefined.size(), undefined.toString());
        assertTrue(undefined.get(0).contains("T0 uses the undefined value of OpGroupNonUniformQuadSwap from subgroup"
                + " invocation 2, outside the subgroup"), undefined.toString());
        assertTrue(undefined.get(1).contains("T1 uses the undefined value of OpGroupNonUniformQuadSwap from subgroup"
                + " invocation 3, outside the subgroup"), undefined.toString());
        // quad index 1 is lane 1, which is in the subgroup
        assertEquals(List.of(6L, 6L), KernelRuns.elements(s.outcome().values(), "o", 4).subList(2, 4));
    }

    @Test
    void anIndexOfFourOrMoreIsAnUndefinedValueOfItsOwnKind() {
        String text = """
                // @subgroup-size 4
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_quad : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint lane = gl_SubgroupInvocationID;
                    o[lane] = subgroupQuadBroadcast(lane + 5, 5);
                }
                """;
        DebugSession s = KernelRuns.run("index.comp", text);
        List<String> undefined = KernelRuns.undefined(s);
        assertEquals(4, undefined.size(), undefined.toString());
        assertEquals("index.comp:9: T0 uses the undefined value of OpGroupNonUniformQuadBroadcast of quad index 5,"
                + " outside the quad at index.comp:9; T0 stores its value to o[0]", undefined.get(0));
        FileCheck.Report c = KernelRuns.check("index.comp", text);
        assertEquals(4, c.undefinedReads().size(), c.toString());
        assertTrue(c.undefinedReads().get(0).contains("of quad index 5, outside the quad"), c.toString());
    }

    @Test
    void anIndexOfFourOrMoreIsNotTheUndefinedValueOfTheLaneItWouldNameInTheNextQuad() {
        // review 78: an Index of 5 is (id & ~3) + 5, a lane of the next quad; that lane's own undefined value (v never
        // stored in T5) was reported as the one T0 used, made by T5, where the Index itself makes the value undefined
        String text = """
                // @subgroup-size 8
                // @length o = 8
                #version 450
                #extension GL_KHR_shader_subgroup_quad : require
                layout(local_size_x = 8) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint lane = gl_SubgroupInvocationID;
                    uint v;
                    if (lane != 5u) { v = lane; }
                    uint r = subgroupQuadBroadcast(v, 5u);
                    if (lane == 0u) { o[0] = r; }
                }
                """;
        List<String> undefined = KernelRuns.undefinedReads(KernelRuns.run("next.comp", text));
        assertEquals(List.of("T0 uses the undefined value of OpGroupNonUniformQuadBroadcast of quad index 5, outside"
                + " the quad at next.comp:11; T0 stores its value to o[0]"), undefined);
        FileCheck.Report c = KernelRuns.check("next.comp", text);
        assertEquals(1, c.undefinedReads().size(), c.toString());
        assertTrue(c.undefinedReads().get(0).contains("of quad index 5, outside the quad"), c.toString());
    }

    @Test
    void anIndexThatDiffersBetweenTheMembersFaultsAsABroadcastsIdDoes() {
        // "behavior is undefined when Index is not dynamically uniform" (SPIR-V 1.5 on; glslang's 1.5 output)
        String text = """
                // @subgroup-size 4
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_quad : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint lane = gl_SubgroupInvocationID;
                    o[lane] = subgroupQuadBroadcast(lane * 10, lane & 1);
                }
                """;
        DebugSession s = KernelRuns.run("nonuniform.comp", text);
        List<Diagnostic> faults = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.FAULT).toList();
        assertEquals(4, faults.size(), s.diagnostics().toString());
        assertTrue(faults.get(0).message().contains("OpGroupNonUniformQuadBroadcast with an Index that is not"
                + " dynamically uniform: 0 here, 1 in subgroup invocation 1 (undefined behaviour; to read a quad member"
                + " chosen per invocation, use a shuffle of the quad's first id plus the index"),
                faults.get(0).message());
        assertEquals("fault.nonUniformQuadIndex", faults.get(0).args().get(2));
        FileCheck.Report c = KernelRuns.check("nonuniform.comp", text);
        assertEquals(4, c.faults().size(), c.toString());
    }

    @Test
    void theStepperNamesTheQuadIndexEachMemberAsksFor() {
        DebugSession s = DebugSession.load(ProgramLoader.load("quad.comp", GLSL));
        assertEquals("OpGroupNonUniformQuadBroadcast.sg 11 from quad index 2",
                describeAtBroadcast(s, 1));
    }

    /** Invocation {@code agent}'s next action once every invocation waits at the quad broadcast. */
    private static String describeAtBroadcast(DebugSession s, int agent) {
        for (int i = 0; i < 10_000 && !s.snapshot().agents().get(agent).next().startsWith(
                "OpGroupNonUniformQuadBroadcast"); i++) {
            s.step();
        }
        return s.snapshot().agents().get(agent).next();
    }

    @Test
    void aSwapDirectionOtherThanZeroOneOrTwoIsRefusedAtLoad() {
        // "Direction must be one of the above values" (0, 1, 2) and "must come from a constant instruction"
        String asm = """
                OpCapability Shader
                OpCapability GroupNonUniform
                OpCapability GroupNonUniformQuad
                OpMemoryModel Logical GLSL450
                OpEntryPoint GLCompute %main "main"
                OpExecutionMode %main LocalSize 4 1 1
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %uint = OpTypeInt 32 0
                %sg = OpConstant %uint 3
                %three = OpConstant %uint 3
                %v = OpConstant %uint 7
                %main = OpFunction %void None %fn
                %entry = OpLabel
                %r = OpGroupNonUniformQuadSwap %uint %sg %v %three
                OpReturn
                OpFunctionEnd
                """;
        InputError e = assertThrows(InputError.class, () -> ProgramLoader.load("swap.spvasm", asm));
        assertTrue(e.getMessage().contains("OpGroupNonUniformQuadSwap: its Direction %three is 3: a quad swap's"
                + " Direction must be a constant 0 (horizontal), 1 (vertical) or 2 (diagonal)"), e.getMessage());
        assertEquals(15, e.span().line(), e.toString());
    }
}
