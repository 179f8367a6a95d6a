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
 * A Private variable (a GLSL global; SPIR-V storage class Private) declared without an Initializer has no initial
 * value (SPIR-V OpVariable: "If Initializer is present, it will be the initial value of the variable's memory
 * content"), as a Function variable without one: both engines follow it as an undefined value until it is stored and
 * report it only where its value is stored or decides something (docs/memory-model.md, "Undefined reads"). It started
 * at 0 and was never reported. glslang compiles {@code int h = 3;} as a Private variable without an Initializer and a
 * store at the start of main, and a {@code const} table as a Function variable with one: both stay defined.
 */
class PrivateVariableTest {

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer R { uint result; uint other; };
            uint g;
            int h = 3;
            const uint table[3] = uint[3](1u, 2u, 3u);
            uint arr[2];
            void main() {
                BODY
            }
            """;

    @Test
    void aGlobalWithoutInitializerStoredBeforeAnyStoreIsReportedByBothEngines() {
        String text = KERNEL.replace("BODY", "result = g;");
        FileCheck.Report r = check("g.comp", text);
        assertEquals(List.of("undefined value: T0 uses global variable g (Private) before any store to it at g.comp:9"
                + "; T0 stores its value to result at g.comp:9"), r.undefinedReads());
        assertTrue(r.failed(), r.toString());
        DebugSession s = run("g.comp", text);
        assertEquals(List.of("g.comp:9: T0 uses global variable g (Private) before any store to it at g.comp:9; T0"
                + " stores its value to result"), undefined(s));
        assertTrue(s.outcome().undefined().contains("result"), s.outcome().toString());
    }

    @Test
    void aGlobalDecidingABranchIsReported() {
        String text = KERNEL.replace("BODY", "if (g == 1u) { result = 1u; }");
        assertEquals(List.of("undefined value: T0 uses global variable g (Private) before any store to it at b.comp:9"
                + "; its value decides a branch condition at b.comp:9"), check("b.comp", text).undefinedReads());
        assertEquals(1, undefined(run("b.comp", text)).size());
    }

    @Test
    void initializedGlobalsConstTablesAndAGlobalStoredFirstStayDefined() {
        String text = KERNEL.replace("BODY", "g = 2u;\n    result = g + uint(h) + table[gl_LocalInvocationID.x];");
        FileCheck.Report r = check("init.comp", text);
        assertEquals(List.of(), r.undefinedReads());
        assertTrue(r.ok(), r.toString());
        DebugSession s = run("init.comp", text);
        assertEquals(List.of(), undefined(s));
        assertEquals(6L, s.outcome().values().get("result"));
    }

    @Test
    void aGlobalArrayPartlyStoredKeepsEachElementsDefinedness() {
        String text = KERNEL.replace("BODY", "arr[0] = 1u;\n    result = arr[0];\n    other = arr[1];");
        assertEquals(List.of("undefined value: T0 uses global variable arr (Private) before any store to it at"
                + " a.comp:11; T0 stores its value to other at a.comp:11"), check("a.comp", text).undefinedReads());
        DebugSession s = run("a.comp", text);
        assertEquals(1, undefined(s).size(), undefined(s).toString());
        assertEquals(1L, s.outcome().values().get("result"));
    }

    /** A Private variable %p, with an Initializer where INIT says so, stored to buf. */
    private static final String ASM = """
            OpCapability Shader
            OpMemoryModel Logical GLSL450
            OpEntryPoint GLCompute %main "main"
            OpExecutionMode %main LocalSize 1 1 1
            OpName %p "p"
            OpDecorate %R Block
            OpMemberDecorate %R 0 Offset 0
            OpDecorate %buf DescriptorSet 0
            OpDecorate %buf Binding 0
            %void = OpTypeVoid
            %fn = OpTypeFunction %void
            %uint = OpTypeInt 32 0
            %R = OpTypeStruct %uint
            %pR = OpTypePointer StorageBuffer %R
            %pu = OpTypePointer StorageBuffer %uint
            %pp = OpTypePointer Private %uint
            %buf = OpVariable %pR StorageBuffer
            %u0 = OpConstant %uint 0
            %u5 = OpConstant %uint 5
            %p = OpVariable %pp PrivateINIT
            %main = OpFunction %void None %fn
            %e = OpLabel
            %v = OpLoad %uint %p
            %p0 = OpAccessChain %pu %buf %u0
            OpStore %p0 %v
            OpReturn
            OpFunctionEnd
            """;

    @Test
    void aSpirvPrivateVariableIsUndefinedAtItsDeclarationUnlessItHasAnInitializer() {
        String withInit = ASM.replace("PrivateINIT", "Private %u5");
        assertEquals(List.of(), check("init.spvasm", withInit).undefinedReads());
        DebugSession s = run("init.spvasm", withInit);
        assertEquals(List.of(), undefined(s));
        assertEquals(5L, s.outcome().values().get("buf"), s.outcome().toString());
        String without = ASM.replace("PrivateINIT", "Private");
        assertEquals(List.of("undefined value: T0 uses global variable p (Private) before any store to it at"
                + " p.spvasm:20:1; T0 stores its value to buf at p.spvasm:25:1"),
                check("p.spvasm", without).undefinedReads());
        assertEquals(List.of("p.spvasm:20:1: T0 uses global variable p (Private) before any store to it at"
                + " p.spvasm:20:1; T0 stores its value to buf"), undefined(run("p.spvasm", without)));
    }
}
