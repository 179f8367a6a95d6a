package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.FileCheck;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Barrier and atomic edges of the Vulkan memory model appendix checked through hand-written kernels: two
 * invocations of one workgroup, each writes its own word of {@code buf} (NonPrivatePointer, MakePointerAvailable
 * at Workgroup) and reads the other's (MakePointerVisible at Workgroup); only the synchronization between differs.
 */
class BarrierSemanticsSpecTest {

    private static final String CONSTANTS = """
            %rel = OpConstant %uint 8260
            %relNoClass = OpConstant %uint 4
            %acq = OpConstant %uint 16450
            %acqrel = OpConstant %uint 24648
            """;

    /** Store own word; {@code before}; OpControlBarrier Workgroup Workgroup {@code semantics}; {@code after}; load the other's. */
    private static String exchange(String before, String semantics, String after) {
        return Kernels.text(2, CONSTANTS + """
                %main = OpFunction %void None %fn
                %e = OpLabel
                %lp = OpAccessChain %pin %lid %u0
                %l = OpLoad %uint %lp
                %o = OpISub %uint %u1 %l
                %mine = OpAccessChain %pu %buf %u0 %l
                %theirs = OpAccessChain %pu %buf %u0 %o
                OpStore %mine %u5 MakePointerAvailable|NonPrivatePointer %u2
                @BEFORE@
                OpControlBarrier %u2 %u2 @SEMANTICS@
                @AFTER@
                %d = OpLoad %uint %theirs MakePointerVisible|NonPrivatePointer %u2
                OpReturn
                OpFunctionEnd
                """.replace("@BEFORE@", before).replace("@SEMANTICS@", semantics).replace("@AFTER@", after));
    }

    private static FileCheck.Report check(String name, String text) {
        FileCheck.Report r = FileCheck.check(name, text, null, Duration.ofSeconds(60));
        assertTrue(r.complete(), r::toString);
        return r;
    }

    @Test
    void aReleaseFenceAControlBarrierWithoutSemanticsAndAnAcquireFenceSynchronize() {
        // VK MM Synchronizes-With: "If A is a release barrier, B is an acquire barrier, and C is a control barrier
        // … A synchronizes-with B if … A is program-ordered before (or equals) C, C is program-ordered before (or
        // equals) B" — C needs no semantics of its own (glslang's old `memoryBarrierShared(); barrier();` shape)
        FileCheck.Report r = check("fence-cbar-fence.spvasm",
                exchange("OpMemoryBarrier %u2 %rel", "%u0", "OpMemoryBarrier %u2 %acq"));
        assertTrue(r.ok(), r::toString);
    }

    @Test
    void aControlBarrierWithAcquireReleaseSemanticsAloneSynchronizes() {
        // SPIR-V OpControlBarrier: "If Semantics is not None, this instruction also serves as an OpMemoryBarrier
        // instruction"; A = B = C in the VK MM rule above
        FileCheck.Report r = check("cbar-acqrel.spvasm", exchange("", "%acqrel", ""));
        assertTrue(r.ok(), r::toString);
    }

    @Test
    void aControlBarrierWithoutSemanticsAloneDoesNotSynchronize() {
        // VK MM: a control barrier with None semantics is neither a release nor an acquire barrier, and "No other
        // release and acquire barriers synchronize-with each other": both reads race with the other's write
        FileCheck.Report r = check("cbar-none.spvasm", exchange("", "%u0", ""));
        assertEquals(2, r.races().size(), r::toString);
        assertFalse(r.ok());
    }

    @Test
    void aReleaseAtomicOrdersThePlainWriteOnlyWithItsStorageClassAndWithoutOneIsRefused() {
        // VK MM Inter-Thread-Happens-Before<SC> (SC non-empty): the data write reaches the release atomic only if
        // "B is a release barrier or release atomic with all of SC in its semantics". A Release with no storage
        // class orders no memory, and Vulkan refuses it (VUID-StandaloneSpirv-MemorySemantics-10870: it used to
        // load and race on the data); the class-by-class ordering is AliasedClassesHappensBeforeRulesTest's
        String body = CONSTANTS + """
                %main = OpFunction %void None %fn
                %e = OpLabel
                %lp = OpAccessChain %pin %lid %u0
                %l = OpLoad %uint %lp
                %data = OpAccessChain %pu %buf %u0 %u0
                %flag = OpAccessChain %pu %buf %u0 %u1
                %is0 = OpIEqual %bool %l %u0
                OpSelectionMerge %end None
                OpBranchConditional %is0 %t0 %t1
                %t0 = OpLabel
                OpStore %data %u5 MakePointerAvailable|NonPrivatePointer %u2
                OpAtomicStore %flag %u2 RELEASE %u1
                OpBranch %end
                %t1 = OpLabel
                %f = OpAtomicLoad %uint %flag %u2 %acq
                %set = OpIEqual %bool %f %u1
                OpSelectionMerge %end2 None
                OpBranchConditional %set %rd %end2
                %rd = OpLabel
                %d = OpLoad %uint %data MakePointerVisible|NonPrivatePointer %u2
                OpBranch %end2
                %end2 = OpLabel
                OpBranch %end
                %end = OpLabel
                OpReturn
                OpFunctionEnd
                """;
        InputError none = assertThrows(InputError.class, () -> check("release-no-class.spvasm",
                Kernels.text(2, body.replace("RELEASE", "%relNoClass"))));
        assertEquals("input.spirv.orderingStorageClass", none.key());
        assertEquals(new SourceSpan("release-no-class.spvasm", 54, 1), none.span());
        FileCheck.Report uniform = check("release-uniform.spvasm", Kernels.text(2, body.replace("RELEASE", "%rel")));
        assertTrue(uniform.ok(), uniform::toString);
    }

    @Test
    void twoDifferentControlBarrierInstructionsAreNotOneDynamicInstance() {
        // SPIR-V OpControlBarrier: "When Execution is Workgroup or larger, behavior is undefined unless all
        // invocations within Execution execute the same dynamic instance of this instruction." SPIR-V 2.2.5: a
        // dynamic instance is an execution of one static instruction. T0 executes the barrier in the then-branch,
        // T1 the (different) one in the else-branch: undefined, which the check reports as barrier divergence.
        FileCheck.Report r = check("two-barriers.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { uint result[]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    result[i] = 1;
                    if (i == 0) {
                        barrier();
                    } else {
                        barrier();
                    }
                    result[i] = 2;
                }
                """);
        assertFalse(r.divergences().isEmpty(), r::toString);
        assertTrue(r.failed());
    }
}
