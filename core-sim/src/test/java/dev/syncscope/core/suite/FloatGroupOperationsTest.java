package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.ProgramNote;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Floating-point subgroup reductions and scans (SPIR-V OpGroupNonUniformFAdd, FMul, FMin, FMax) in both engines,
 * refused at load until session 78. "The method used to perform the group operation on the contributed Value(s) from
 * active invocations is implementation defined": SyncScope combines the lanes in ascending order of subgroup id,
 * rounding each step to the type, and notes at each sum's or product's line that a device may round otherwise. FMin,
 * FMax: "if for any two Values one of them is a NaN, the other is chosen. If all Value(s) that are used by the current
 * invocation are NaN, then the result is an undefined value". The identities: FAdd 0, FMul 1, FMin +INF, FMax -INF.
 * Expected values are worked out by hand (each value below is exact in float, so no order rounds them).
 */
class FloatGroupOperationsTest {

    private static String kernel(String expression) {
        return kernel("", expression);
    }

    /** The kernel storing {@code expression}'s bits, after {@code prelude} (one line, at line 11). */
    private static String kernel(String prelude, String expression) {
        return """
                // @subgroup-size 4
                // @length o = 4
                #version 450
                #extension GL_KHR_shader_subgroup_arithmetic : require
                #extension GL_KHR_shader_subgroup_clustered : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint lane = gl_SubgroupInvocationID;
                    float f = lane == 0u ? 0.5 : lane == 1u ? 1.25 : lane == 2u ? 2.0 : -3.0;
                    %s
                    o[lane] = floatBitsToUint(%s);
                }
                """.formatted(prelude, expression);
    }

    private static List<Long> bits(String floats) {
        List<Long> out = new ArrayList<>();
        for (String f : floats.trim().split(" +")) {
            out.add(Float.floatToRawIntBits(Float.parseFloat(f)) & 0xffffffffL);
        }
        return out;
    }


    private static List<Long> o(java.util.Map<String, Long> values) {
        return KernelRuns.elements(values, "o", 4);
    }

    /** Lanes 0..3 hold f = 0.5, 1.25, 2.0, -3.0. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            subgroupAdd(f)                 | 0.75 0.75 0.75 0.75
            subgroupInclusiveAdd(f)        | 0.5 1.75 3.75 0.75
            subgroupExclusiveAdd(f)        | 0.0 0.5 1.75 3.75
            subgroupMul(f)                 | -3.75 -3.75 -3.75 -3.75
            subgroupExclusiveMul(f)        | 1.0 0.5 0.625 1.25
            subgroupMin(f)                 | -3.0 -3.0 -3.0 -3.0
            subgroupExclusiveMin(f)        | Infinity 0.5 0.5 0.5
            subgroupMax(f)                 | 2.0 2.0 2.0 2.0
            subgroupExclusiveMax(f)        | -Infinity 0.5 1.25 2.0
            subgroupClusteredAdd(f, 2)     | 1.75 1.75 -1.0 -1.0
            subgroupAdd(vec2(f, 1.0)).y    | 4.0 4.0 4.0 4.0
            subgroupAdd(-0.0)              | -0.0 -0.0 -0.0 -0.0
            """)
    void floatGroupOperationsFollowTheirSpirvDefinitionsInBothEngines(String expression, String lanes) {
        String text = kernel(expression);
        FileCheck.Report c = KernelRuns.check("f.comp", text);
        assertTrue(c.ok(), c.toString());
        assertEquals(1, c.outcomes().size(), c.outcomes().toString());
        assertEquals(bits(lanes), o(c.outcomes().get(0).values()));
        for (DebugSession s : KernelRuns.runUnderEveryScheduler("f.comp", text)) {
            assertEquals(List.of(), s.diagnostics(), String.valueOf(s.options().scheduler()));
            assertEquals(bits(lanes), o(s.outcome().values()), String.valueOf(s.options().scheduler()));
        }
    }

    @Test
    void aSumIsCombinedInAscendingLaneOrderRoundingEachStep() {
        // 1e8 + 1 rounds to 1e8 in float (its spacing there is 8), - 1e8 gives 0, + 1 gives 1: not the exact 2, which
        // a device adding (1e8 + -1e8) + (1 + 1) would give; the note at the line says a device may round otherwise
        String text = kernel("subgroupAdd(lane == 0u ? 1e8 : lane == 2u ? -1e8 : 1.0)");
        assertEquals(bits("1.0 1.0 1.0 1.0"), o(KernelRuns.run("order.comp", text).outcome().values()));
        assertEquals(bits("1.0 1.0 1.0 1.0"), o(KernelRuns.check("order.comp", text).outcomes().get(0).values()));
    }

    @Test
    void aMinimumSkipsNaNAndIsUndefinedWhereEveryValueIsNaN() {
        // lanes 0 and 2 give NaN: the minimum of the rest; the exclusive scan of lane 1 sees lane 0's NaN only
        String text = kernel("float g = lane % 2u == 0u ? uintBitsToFloat(0x7fc00000u) : f; float m = subgroupMin(g);"
                + " float e = subgroupExclusiveMin(g);", "lane == 1u ? e : m");
        DebugSession s = KernelRuns.run("nan.comp", text);
        assertEquals(List.of("nan.comp:11: T1 uses the undefined value of OpGroupNonUniformFMin of NaN values only at"
                + " nan.comp:11; T1 stores its value to o[1]"), KernelRuns.undefined(s));
        List<Long> out = o(s.outcome().values());
        assertEquals(bits("-3.0 -3.0 -3.0"), List.of(out.get(0), out.get(2), out.get(3)));
        FileCheck.Report c = KernelRuns.check("nan.comp", text);
        assertEquals(1, c.undefinedReads().size(), c.toString());
        assertTrue(c.undefinedReads().get(0).contains("of NaN values only"), c.undefinedReads().toString());
    }

    @Test
    void aVectorsComponentsOfNaNOnlyAreUndefinedAndTheOthersDefined() {
        // per component: x is NaN in every lane, y is not
        DebugSession s = KernelRuns.run("vec.comp",
                kernel("vec2 m = subgroupMax(vec2(uintBitsToFloat(0x7fc00000u), f));", "lane == 0u ? m.x : m.y"));
        assertEquals(List.of("vec.comp:11: T0 uses the undefined value of OpGroupNonUniformFMax of NaN values only at"
                + " vec.comp:11; T0 stores its value to o[0]"), KernelRuns.undefined(s));
        assertEquals(bits("2.0 2.0 2.0"), o(s.outcome().values()).subList(1, 4));
    }

    @Test
    void doublesAreCombinedWithTheirOwnRounding() {
        // 0.1 + 0.2 + 0.3 + 0.4 in double, ascending: 0.30000000000000004 + 0.3 = 0.6000000000000001, + 0.4 = 1.0
        String text = """
                // @subgroup-size 4
                // @length o = 8
                #version 450
                #extension GL_KHR_shader_subgroup_arithmetic : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint lane = gl_SubgroupInvocationID;
                    double d = double(lane + 1u) / 10.0LF;
                    double s = subgroupInclusiveAdd(d);
                    o[lane] = s > 0.0LF ? 1u : 0u;
                }
                """;
        double[] expected = {0.1, 0.1 + 0.2, 0.1 + 0.2 + 0.3, 0.1 + 0.2 + 0.3 + 0.4};
        Map<String, Long> values = KernelRuns.run("d.comp", text).outcome().values();
        for (int i = 0; i < 4; i++) {
            // the register's 64 bits: 0.30000000000000004 at lane 1, 0.6000000000000001 at lane 2
            assertEquals(Double.doubleToRawLongBits(expected[i]), values.get("T" + i + ":s"), "lane " + i);
        }
    }

    @Test
    void theMinimumOfBothZerosIsNegativeZeroAndTheMaximumPositive() {
        // SPIR-V leaves the choice to the device; SyncScope takes IEEE 754's minimum and maximum (documented)
        String zeros = "lane % 2u == 0u ? 0.0 : -0.0";
        assertEquals(bits("-0.0 -0.0 -0.0 -0.0"),
                o(KernelRuns.run("z.comp", kernel("subgroupMin(" + zeros + ")")).outcome().values()));
        assertEquals(bits("0.0 0.0 0.0 0.0"),
                o(KernelRuns.run("z.comp", kernel("subgroupMax(" + zeros + ")")).outcome().values()));
    }

    @Test
    void aSumOrProductIsNotedAtItsLineAndAMinimumIsNot() {
        List<ProgramNote> notes = KernelLoader.load("f.comp", kernel("subgroupAdd(f) + subgroupMin(f)")).program()
                .notes().stream().filter(n -> n.key().equals("note.floatGroupOrder")).toList();
        assertEquals(1, notes.size(), notes.toString());
        assertEquals(12, notes.get(0).where().line());
        assertTrue(notes.get(0).message().contains(
                "SyncScope combines them in ascending order of subgroup invocation id"), notes.get(0).message());
        assertEquals(List.of(), KernelLoader.load("f.comp", kernel("subgroupMax(f)")).program().notes().stream()
                .filter(n -> n.key().equals("note.floatGroupOrder")).toList());
    }

    @Test
    void hlslWaveSumsOfFloatsAreTheSameOperations() {
        String hlsl = """
                // @subgroup-size 4
                // @length o = 4
                RWStructuredBuffer<uint> o : register(u0);
                [numthreads(4, 1, 1)]
                void main(uint3 id : SV_DispatchThreadID) {
                    uint lane = WaveGetLaneIndex();
                    float f = lane == 0 ? 0.5 : lane == 1 ? 1.25 : lane == 2 ? 2.0 : -3.0;
                    float sum = WaveActiveSum(f);
                    float top = WaveActiveMax(f);
                    o[lane] = asuint(lane < 2 ? sum : top);
                }
                """;
        DebugSession s = KernelRuns.run("f.hlsl", hlsl);
        assertEquals(List.of(), s.diagnostics());
        assertEquals(bits("0.75 0.75 2.0 2.0"), o(s.outcome().values()));
        assertEquals(1, KernelLoader.load("f.hlsl", hlsl).program().notes().stream()
                .filter(n -> n.key().equals("note.floatGroupOrder")).count());
    }
}
