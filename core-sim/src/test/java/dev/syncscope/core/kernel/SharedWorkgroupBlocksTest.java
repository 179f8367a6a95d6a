package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Workgroup blocks ({@code GL_EXT_shared_memory_block}, {@code SPV_KHR_workgroup_memory_explicit_layout}: "All the
 * Workgroup blocks share the same underlying storage") are one storage and, by VK MM "Reference", one reference: "A
 * single common reference for all variables with Workgroup storage class that point to a block-decorated type". Until
 * session 83 each block was memory of its own, so a kernel that wrote through one block and read through another read
 * undefined memory.
 */
class SharedWorkgroupBlocksTest {

    private static final String SWAP = """
            #version 450
            #extension GL_EXT_shared_memory_block : require
            layout(local_size_x = 2) in;
            shared A { uint a[2]; };
            shared B { uint b[2]; };
            layout(binding = 0) buffer Out { uint r[2]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                a[i] = i + 1u;
                %s
                r[i] = b[1u - i];
            }
            """;

    private static Set<Map<String, Object>> outcomes(CheckResult r) {
        return r.allowedOutcomes().stream().map(o -> o.shown(Outcome.UNDEFINED)).collect(Collectors.toSet());
    }

    @Test
    void aValueWrittenThroughOneBlockIsReadThroughAnotherAfterABarrierWithoutARace() {
        // VK MM Reference: one common reference, so the barrier's availability and visibility through the shader
        // domain order the two accesses (two references would race, Location-Ordered); one storage, so b[1] is a[1]
        Program p = CleanRun.program("swap.comp", SWAP.formatted("barrier();"));
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(2L, shown.get("r[0]"), shown::toString);
        assertEquals(1L, shown.get("r[1]"), shown::toString);
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.consistentExecutions().stream().allMatch(e -> e.races().isEmpty()));
        assertEquals(Set.of(shown), outcomes(r));
    }

    @Test
    void withoutTheBarrierTheTwoBlocksAccessesRace() {
        // VK MM Data Race: a[1]'s store and b[1]'s load touch one memory location and neither happens before the other
        Program p = CleanRun.program("swap.comp", SWAP.formatted(""));
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.consistentExecutions().stream().anyMatch(e -> !e.races().isEmpty()));
        String said = CleanRun.runDiagnostics(p);
        assertTrue(said.contains("DATA_RACE") && said.contains("a[1]"), said);
    }

    @Test
    void theWordsPastTheFirstBlockAreNamedByTheLongerOneAndEachWorkgroupHasItsOwnStorage() {
        // the reference is as long as the longest block; a word is named as the first block the source declares (A,
        // though glslang emits B first, the first used) that names it views it, its workgroup after the name as for
        // other shared memory.
        // Workgroup memory is per workgroup instance (SPIR-V Workgroup: "shared across all invocations within a
        // workgroup"): two workgroups, two storages
        Program p = CleanRun.program("views.comp", """
                // @dispatch 2
                #version 450
                #extension GL_EXT_shared_memory_block : require
                layout(local_size_x = 1) in;
                shared A { uint a; };
                shared B { uint b[3]; };
                layout(binding = 0) buffer Out { uint r[2]; };
                void main() {
                    uint g = gl_WorkGroupID.x;
                    b[2] = 10u + g;
                    a = 20u + g;
                    r[g] = b[0] + b[2];
                }
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(30L, shown.get("r[0]"), shown::toString);
        assertEquals(32L, shown.get("r[1]"), shown::toString);
        assertEquals(20L, shown.get("a@wg0"), shown::toString);
        assertEquals(11L, shown.get("b@wg1[2]"), shown.keySet()::toString);
        assertFalse(shown.keySet().stream().anyMatch(k -> k.startsWith("b[0]")), shown::toString);
    }

    @Test
    void anInstanceLessBlocksMembersAreNamedPerWorkgroup() {
        // one block: its members are global names, x and y, and each workgroup's instance keeps its own (x@wg1); until
        // session 83 both workgroups' x were named x, and an outcome kept one of them
        Map<String, Object> shown = CleanRun.outcome(CleanRun.program("one.comp", """
                // @dispatch 2
                #version 450
                #extension GL_EXT_shared_memory_block : require
                layout(local_size_x = 1) in;
                shared A { uint x; uint y; };
                layout(binding = 0) buffer Out { uint r[2]; };
                void main() {
                    uint g = gl_WorkGroupID.x;
                    x = 20u + g;
                    r[g] = x;
                }
                """));
        assertEquals(20L, shown.get("x@wg0"), shown::toString);
        assertEquals(21L, shown.get("x@wg1"), shown::toString);
        assertEquals(Outcome.UNDEFINED, shown.get("y@wg1"), shown::toString);
    }

    private static final String TWO_BLOCKS = """
            OpCapability Shader
            OpCapability WorkgroupMemoryExplicitLayoutKHR
            OpExtension "SPV_KHR_workgroup_memory_explicit_layout"
            OpMemoryModel Logical GLSL450
            OpEntryPoint GLCompute %main "main" %a %b %out
            OpExecutionMode %main LocalSize 1 1 1
            OpDecorate %A Block
            OpMemberDecorate %A 0 Offset 0
            OpDecorate %O Block
            OpMemberDecorate %O 0 Offset 0
            OpDecorate %out DescriptorSet 0
            OpDecorate %out Binding 0
            DECORATIONS
            %void = OpTypeVoid
            %fn = OpTypeFunction %void
            %uint = OpTypeInt 32 0
            %A = OpTypeStruct %uint
            %O = OpTypeStruct %uint
            %pA = OpTypePointer Workgroup %A
            %pO = OpTypePointer StorageBuffer %O
            %pw = OpTypePointer Workgroup %uint
            %ps = OpTypePointer StorageBuffer %uint
            %a = OpVariable %pA Workgroup
            %b = OpVariable %pA Workgroup
            %out = OpVariable %pO StorageBuffer
            %u0 = OpConstant %uint 0
            %u5 = OpConstant %uint 5
            %main = OpFunction %void None %fn
            %e = OpLabel
            %pa = OpAccessChain %pw %a %u0
            OpStore %pa %u5
            %pb = OpAccessChain %pw %b %u0
            %v = OpLoad %uint %pb
            %po = OpAccessChain %ps %out %u0
            OpStore %po %v
            OpReturn
            OpFunctionEnd
            """;

    @Test
    void onlyBlocksDecoratedAliasedShareStorage() {
        // SPV_KHR_workgroup_memory_explicit_layout has every Workgroup block decorated Aliased, and they share storage;
        // SPV_KHR_untyped_pointers allows blocks without Aliased, which do not (each its own storage and reference)
        Program shared = CleanRun.program("aliased.spvasm",
                TWO_BLOCKS.replace("DECORATIONS", "OpDecorate %a Aliased\nOpDecorate %b Aliased"));
        assertEquals(5L, CleanRun.outcome(shared).get("out"), CleanRun.outcome(shared)::toString);
        String ownSaid = CleanRun.runDiagnostics(CleanRun.program("own.spvasm", TWO_BLOCKS.replace("DECORATIONS", "")));
        assertTrue(ownSaid.contains("UNDEFINED_READ"), () -> ownSaid);
    }

    @Test
    void aSharedBlockHoldingALongIsRefused() {
        // a 64-bit scalar is one location at its low word's index; the other block's view of its high word would be
        // another location
        // the 64-bit scalar in the second block in the module (w is used first): named as its own block names it
        InputError e = assertThrows(InputError.class, () -> CleanRun.program("long.comp", """
                #version 450
                #extension GL_EXT_shared_memory_block : require
                #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
                layout(local_size_x = 1) in;
                shared A { uint64_t x; };
                shared B { uint w[2]; };
                layout(binding = 0) buffer Out { uint r; };
                void main() { r = w[1]; x = 1ul; }
                """));
        assertTrue(e.getMessage().contains("share one storage") && e.getMessage().contains("x is a 64-bit scalar"),
                e.getMessage());
        assertEquals(5, e.span().line(), e::toString);
        // a block of bytes is indexed by byte (LocationNames.Bytes), another block's words by word
        InputError bytes = assertThrows(InputError.class, () -> CleanRun.program("bytes.comp", """
                #version 450
                #extension GL_EXT_shared_memory_block : require
                #extension GL_EXT_shader_8bit_storage : require
                layout(local_size_x = 1) in;
                shared A { uint8_t x[4]; };
                shared B { uint w; };
                layout(binding = 0) buffer Out { uint r; };
                void main() { x[1] = uint8_t(1); r = w; }
                """));
        assertTrue(bytes.getMessage().contains("and x holds 8- or 16-bit scalars, which SyncScope cannot view"),
                bytes.getMessage());
    }
}
