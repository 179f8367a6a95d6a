package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window's words for the two kinds of undefined value session 78 added: a quad broadcast whose Index is 4 or more
 * (SPIR-V OpGroupNonUniformQuadBroadcast: "If the value of Index is greater than or equal to 4 … the resulting value is
 * undefined"; {@code UndefinedValue.Kind.QUAD_INDEX_OUTSIDE}) and a float minimum or maximum of NaN values only
 * (OpGroupNonUniformFMin, FMax: "If all Value(s) that are used by the current invocation are NaN, then the result is
 * an undefined value"; {@code NAN_ONLY}): the stepper's and the checker's rows name the instruction (and the index),
 * in English as the engines do, and in Japanese.
 */
class SubgroupValueKindsTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static final String KERNEL = """
            // @subgroup-size 4
            #version 450
            #extension GL_KHR_shader_subgroup_quad : require
            layout(local_size_x = 4) in;
            layout(binding = 0) buffer R { uint r[]; };
            void main() {
                uint i = gl_SubgroupInvocationID;
                if (i == 0u) { r[0] = subgroupQuadBroadcast(i + 5u, 6u); }
            }
            """;

    @Test
    void theStepperRowNamesTheInstructionAndTheIndexInBothLanguages() {
        DebugSession s = DebugSession.load(KernelLoader.load("quad.comp", KERNEL).program());
        s.run();
        List<Diagnostic> d = s.diagnostics();
        assertEquals(1, d.size(), d.toString());
        assertEquals("diagnostic.undefinedValue", d.get(0).key());
        assertEquals("T0 uses the undefined value of OpGroupNonUniformQuadBroadcast of quad index 6, outside the quad"
                + " at quad.comp:8; T0 stores its value to r[0]", d.get(0).message());
        assertEquals(d.get(0).message(), new DiagnosticText(EN).of(d.get(0)));
        assertEquals("T0 は quad.comp:8 の OpGroupNonUniformQuadBroadcast が、クアッドにないクアッド内インデックス 6 から"
                + "受け取る未定義の値 を使いました。T0 はその値を r[0] に書き込みます", new DiagnosticText(JA).of(d.get(0)));
    }

    @Test
    void theCheckerRowNamesTheInstructionAndTheIndexInBothLanguages() {
        List<Finding> f = new AxiomaticChecker().check(KernelLoader.load("quad.comp", KERNEL).program()).findings()
                .stream().filter(x -> x.kind() == Finding.Kind.UNDEFINED_READ).toList();
        assertEquals(1, f.size(), f.toString());
        assertEquals(Finding.UNDEFINED_VALUE_KEY, f.get(0).key());
        assertEquals(f.get(0).text(), CheckText.finding(f.get(0), EN));
        assertEquals("未定義の値: T0 は quad.comp:8 の OpGroupNonUniformQuadBroadcast が、クアッドにないクアッド内インデックス 6"
                + " から受け取る未定義の値 を使います。T0 は quad.comp:8 でその値を r[0] に書き込みます",
                CheckText.finding(f.get(0), JA));
    }

    @Test
    void aMinimumOfNaNOnlyIsWordedSoInBothEnginesAndLanguages() {
        String kernel = """
                // @subgroup-size 2
                #version 450
                #extension GL_KHR_shader_subgroup_arithmetic : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer R { uint r[]; };
                void main() {
                    float m = subgroupMin(uintBitsToFloat(0x7fc00000u));
                    if (gl_SubgroupInvocationID == 0u) { r[0] = floatBitsToUint(m); }
                }
                """;
        DebugSession s = DebugSession.load(KernelLoader.load("nan.comp", kernel).program());
        s.run();
        List<Diagnostic> d = s.diagnostics();
        assertEquals(1, d.size(), d.toString());
        assertEquals("T0 uses the undefined value of OpGroupNonUniformFMin of NaN values only at nan.comp:7; T0 stores"
                + " its value to r[0]", d.get(0).message());
        assertEquals(d.get(0).message(), new DiagnosticText(EN).of(d.get(0)));
        assertEquals("T0 は nan.comp:7 の OpGroupNonUniformFMin が NaN だけから作る未定義の値 を使いました。T0 はその値を"
                + " r[0] に書き込みます", new DiagnosticText(JA).of(d.get(0)));
        List<Finding> f = new AxiomaticChecker().check(KernelLoader.load("nan.comp", kernel).program()).findings()
                .stream().filter(x -> x.kind() == Finding.Kind.UNDEFINED_READ).toList();
        assertEquals(1, f.size(), f.toString());
        assertEquals(f.get(0).text(), CheckText.finding(f.get(0), EN));
        assertTrue(CheckText.finding(f.get(0), JA).contains("OpGroupNonUniformFMin が NaN だけから作る未定義の値"),
                CheckText.finding(f.get(0), JA));
    }

    @Test
    void theQuadLoadErrorsAndFaultAreWordedInBothLanguages() {
        // input.spirv.quadSwapDirection: the id, 1 when a constant (then its value) else 0 (InstructionRules)
        assertEquals("OpGroupNonUniformQuadSwap: its Direction %x is not a constant: a quad swap's Direction must be a"
                + " constant 0 (horizontal), 1 (vertical) or 2 (diagonal)",
                EN.get("input.spirv.quadSwapDirection", "%x", 0, "not a constant"));
        assertEquals("OpGroupNonUniformQuadSwap: Direction %three は 3 です。クアッドスワップの Direction は定数 0 (水平)、"
                + "1 (垂直)、2 (対角) のいずれかでなければなりません", JA.get("input.spirv.quadSwapDirection", "%three", 1, "3"));
        assertTrue(JA.get("input.spirv.quadSwapDirection", "%x", 0, "not a constant").contains("%x は定数ではありません"));
        assertTrue(EN.get("input.spirv.quadBroadcastIndexNotConstant", "%x", "OpCompositeExtract", "1.3")
                .contains("a quad broadcast's Index must come from a constant instruction"));
        assertTrue(EN.get("fault.badClusterSize", "OpGroupNonUniformIAdd", 16, 8).contains("ClusterSize 16 in a"
                + " subgroup of 8 invocations: undefined behaviour"));
        assertTrue(EN.get("fault.nonUniformQuadIndex", "OpGroupNonUniformQuadBroadcast", 0, 1, 1)
                .contains("use a shuffle of the quad's first id plus the index"));
    }
}
