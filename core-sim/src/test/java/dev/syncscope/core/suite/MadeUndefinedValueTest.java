package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.suite.KernelRuns.check;
import static dev.syncscope.core.suite.KernelRuns.run;
import static dev.syncscope.core.suite.KernelRuns.undefined;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An undefined value a kernel makes itself, not by reading memory: SPIR-V OpUndef ("Make an intermediate object whose
 * value is undefined"; glslang emits one as the value of a function that ends without a return), a component
 * 0xFFFFFFFF of OpVectorShuffle ("has no source and is undefined"), and a local variable read before any store (an
 * OpVariable without an Initializer). Both engines follow it as they follow a read of undefined memory and report it
 * only where its value is stored or decides a branch, a switch or an address, at the place it was made (or used, for
 * a local whose declaration has no line). OpUndef was simulated as 0 and never reported.
 */
class MadeUndefinedValueTest {

    /** {@code pick} ends without a return when {@code a <= 5}: glslang returns an OpUndef at its closing brace (8). */
    private static final String MISSING_RETURN = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer R { uint result; uint other; };
            uint pick(uint a) {
                if (a > 5u) {
                    return 1u;
                }
            }
            void main() {
                BODY
            }
            """;

    @Test
    void anOpUndefStoredToMemoryIsReportedWhereItIsMadeByBothEngines() {
        String text = MISSING_RETURN.replace("BODY", "result = pick(gl_LocalInvocationID.x);");
        FileCheck.Report r = check("ret.comp", text);
        assertEquals(List.of("undefined value: T0 uses the undefined value of an OpUndef at ret.comp:8"
                + "; T0 stores its value to result at ret.comp:10"),
                r.undefinedReads());
        assertTrue(r.failed(), r.toString());
        DebugSession s = run("ret.comp", text);
        assertEquals(List.of("ret.comp:8: T0 uses the undefined value of an OpUndef at ret.comp:8; T0 stores its value"
                + " to result"), undefined(s));
        assertTrue(s.outcome().undefined().contains("result"), s.outcome().toString());
    }

    @Test
    void anOpUndefNeverUsedIsNoFinding() {
        String text = MISSING_RETURN.replace("BODY", "uint r = pick(gl_LocalInvocationID.x) + 1u; result = 3u;");
        FileCheck.Report r = check("unused.comp", text);
        assertEquals(List.of(), r.undefinedReads());
        assertTrue(r.ok(), r.toString());
        DebugSession s = run("unused.comp", text);
        assertEquals(List.of(), undefined(s));
        assertEquals(3L, s.outcome().values().get("result"));
    }

    @Test
    void anOpUndefDecidingABranchIsReportedThoughOnlyConstantsAreStored() {
        String text = MISSING_RETURN.replace("BODY", "if (pick(0u) == 1u) { result = 1u; }");
        FileCheck.Report r = check("branch.comp", text);
        assertEquals(List.of("undefined value: T0 uses the undefined value of an OpUndef at branch.comp:8"
                + "; its value decides a branch condition at branch.comp:10"),
                r.undefinedReads());
        List<String> d = undefined(run("branch.comp", text));
        assertEquals(List.of("branch.comp:8: T0 uses the undefined value of an OpUndef at branch.comp:8; its value"
                + " decides a branch condition at branch.comp:10"), d);
    }

    /** One invocation with local variables declared without an initializer. */
    private static final String LOCAL = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer R { uint result; uint other; };
            void main() {
                uvec2 v;
                v.x = 4u;
                BODY
            }
            """;

    @Test
    void aLocalReadBeforeAnyStoreAndStoredIsReportedWhereItIsStored() {
        String text = LOCAL.replace("BODY", "uint x;\n    result = x;");
        FileCheck.Report r = check("local.comp", text);
        assertEquals(List.of("undefined value: T0 uses local variable x before any store to it at local.comp:8"
                + "; T0 stores its value to result at local.comp:8"),
                r.undefinedReads());
        DebugSession s = run("local.comp", text);
        assertEquals(List.of("local.comp:8: T0 uses local variable x before any store to it at local.comp:8; T0 stores"
                + " its value to result"), undefined(s));
    }

    @Test
    void aVectorPartlyStoredKeepsEachComponentsDefinedness() {
        // v.x was stored (defined), v.y never (undefined): definedness is per scalar component
        String defined = LOCAL.replace("BODY", "result = v.x;");
        assertEquals(List.of(), check("vx.comp", defined).undefinedReads());
        DebugSession s = run("vx.comp", defined);
        assertEquals(List.of(), undefined(s));
        assertEquals(4L, s.outcome().values().get("result"));
        String undefinedY = LOCAL.replace("BODY", "other = v.y;");
        assertEquals(List.of("undefined value: T0 uses local variable v before any store to it at vy.comp:7"
                + "; T0 stores its value to other at vy.comp:7"),
                check("vy.comp", undefinedY).undefinedReads());
        assertEquals(1, undefined(run("vy.comp", undefinedY)).size());
    }

    /** Module-level OpUndef (line 21) and an OpVectorShuffle with component 0xFFFFFFFF (line 25). */
    private static final String ASM = """
            OpCapability Shader
            OpMemoryModel Logical GLSL450
            OpEntryPoint GLCompute %main "main"
            OpExecutionMode %main LocalSize 1 1 1
            OpDecorate %R Block
            OpMemberDecorate %R 0 Offset 0
            OpMemberDecorate %R 1 Offset 4
            OpDecorate %buf DescriptorSet 0
            OpDecorate %buf Binding 0
            %void = OpTypeVoid
            %fn = OpTypeFunction %void
            %uint = OpTypeInt 32 0
            %v2 = OpTypeVector %uint 2
            %R = OpTypeStruct %uint %uint
            %pR = OpTypePointer StorageBuffer %R
            %pu = OpTypePointer StorageBuffer %uint
            %buf = OpVariable %pR StorageBuffer
            %u0 = OpConstant %uint 0
            %u1 = OpConstant %uint 1
            %u5 = OpConstant %uint 5
            %undef = OpUndef %uint
            %main = OpFunction %void None %fn
            %e = OpLabel
            %a = OpCompositeConstruct %v2 %u5 %u5
            %s = OpVectorShuffle %v2 %a %a 0 0xFFFFFFFF
            %x = OpCompositeExtract %uint %s 0
            %y = OpCompositeExtract %uint %s 1
            %p0 = OpAccessChain %pu %buf %u0
            OpStore %p0 %x
            %p1 = OpAccessChain %pu %buf %u1
            OpStore %p1 STORED
            %z = OpIAdd %uint %undef %u5
            OpReturn
            OpFunctionEnd
            """;

    @Test
    void anUndefinedShuffleComponentIsReportedAtItsLineAndColumnAndTheDefinedOneIsNot() {
        String text = ASM.replace("STORED", "%y");
        FileCheck.Report r = check("shuffle.spvasm", text);
        assertEquals(List.of("undefined value: T0 uses an undefined component (0xFFFFFFFF) of an OpVectorShuffle at"
                + " shuffle.spvasm:25:1; T0 stores its value to buf[1] at shuffle.spvasm:31:1"), r.undefinedReads());
        DebugSession s = run("shuffle.spvasm", text);
        assertEquals(List.of("shuffle.spvasm:25:1: T0 uses an undefined component (0xFFFFFFFF) of an OpVectorShuffle"
                + " at shuffle.spvasm:25:1; T0 stores its value to buf[1]"), undefined(s));
        assertEquals(5L, s.outcome().values().get("buf[0]"));
        assertTrue(s.outcome().undefined().contains("buf[1]"), s.outcome().toString());
    }

    @Test
    void aModuleLevelOpUndefIsUndefinedFromTheInstructionUsingItAndUnusedIsNoFinding() {
        // %z = %undef + 5 is never used: no finding; stored, it is reported at the instruction that used %undef
        String unused = ASM.replace("STORED", "%x");
        assertEquals(List.of(), check("undef.spvasm", unused).undefinedReads());
        assertEquals(List.of(), undefined(run("undef.spvasm", unused)));
        String stored = ASM.replace("STORED", "%undef");
        assertEquals(List.of("undefined value: T0 uses the undefined value of an OpUndef at undef.spvasm:31:1"
                + "; T0 stores its value to buf[1] at undef.spvasm:31:1"),
                check("undef.spvasm", stored).undefinedReads());
        assertEquals(List.of("undef.spvasm:31:1: T0 uses the undefined value of an OpUndef at undef.spvasm:31:1; T0"
                + " stores its value to buf[1]"), undefined(run("undef.spvasm", stored)));
    }
}
