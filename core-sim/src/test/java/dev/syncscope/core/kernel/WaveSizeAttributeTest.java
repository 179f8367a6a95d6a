package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.spirv.SpirvInterpreter;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An HLSL entry point's {@code [WaveSize]} decides the wave size the kernel runs with (Shader Model 6.6: "if the wave
 * size is supported, it must be the one used when the shader is executed"; 6.8's range form), which the bundled
 * glslang drops: the wave-intrinsics audit's F1, a {@code [WaveSize(8)]} kernel ran with 32 lanes per wave, or with
 * its {@code @subgroup-size 4}, and said nothing ({@link WaveSizeAttribute}).
 */
class WaveSizeAttributeTest {

    /** Each of 8 threads writes the wave's lane count times 100 plus the wave's sum of thread indices. */
    private static String kernel(String pragmas, String attribute) {
        return pragmas + "// @length o = 8\n"
                + "RWStructuredBuffer<uint> o : register(u0);\n"
                + "\n"
                + attribute + "\n"
                + "[numthreads(8, 1, 1)]\n"
                + "void main(uint3 lid : SV_GroupThreadID) {\n"
                + "    o[lid.x] = WaveGetLaneCount() * 100 + WaveActiveSum(lid.x);\n"
                + "}\n";
    }

    private static Map<String, Long> run(String source) {
        DebugSession s = DebugSession.load(KernelLoader.load("w.hlsl", source).program(), LaunchOptions.DEFAULTS);
        s.run();
        assertTrue(s.finished() && s.diagnostics().isEmpty(), s.diagnostics().toString());
        return s.outcome().values();
    }

    @Test
    void aWaveSizeOfEightRunsTheKernelWithEightLanesPerWaveWhereTheDefaultIsThirtyTwo() {
        Map<String, Long> o = run(kernel("", "[WaveSize(8)]"));
        // one wave of 8: 8 * 100 + (0 + 1 + … + 7)
        for (int i = 0; i < 8; i++) {
            assertEquals(828L, o.get("o[" + i + "]"), "o[" + i + "]");
        }
    }

    @Test
    void theSubgroupSizePragmaMayRepeatTheWaveSize() {
        assertEquals(828L, run(kernel("// @subgroup-size 8\n", "[WaveSize(8)]")).get("o[0]"));
    }

    @Test
    void aSubgroupSizePragmaThatContradictsTheWaveSizeIsAnErrorAtThePragma() {
        InputError e = assertThrows(InputError.class,
                () -> KernelLoader.load("w.hlsl", kernel("// @subgroup-size 4\n", "[WaveSize(8)]")));
        assertEquals("w.hlsl:1:4: @subgroup-size 4 contradicts the entry point's [WaveSize(8)] at w.hlsl:5, which"
                + " runs it with 8 lanes per wave only (remove the pragma, or write one of those sizes)",
                e.toString());
    }

    @Test
    void aWaveSizeThatIsNoPowerOfTwoFromFourTo128IsAnErrorAtTheAttribute() {
        InputError three = assertThrows(InputError.class,
                () -> KernelLoader.load("w.hlsl", kernel("", "[WaveSize(3)]")));
        assertEquals("w.hlsl:4:2: WaveSize(3): a wave size is a power of two from 4 to 128 (Shader Model 6.6), not 3",
                three.toString());
        InputError big = assertThrows(InputError.class,
                () -> KernelLoader.load("w.hlsl", kernel("", "[WaveSize(256)]")));
        assertTrue(big.getMessage().endsWith("not 256"), big.getMessage());
        InputError name = assertThrows(InputError.class,
                () -> KernelLoader.load("w.hlsl", kernel("", "[WaveSize(N)]")));
        assertTrue(name.getMessage().contains("not 'N'"), name.getMessage());
    }

    @Test
    void aRangeRunsWithItsPreferredSizeOrTheDefaultBroughtIntoTheRange() {
        // Shader Model 6.8: WaveSize(min, max[, preferred])
        assertEquals(406L, run(kernel("", "[WaveSize(4, 64, 4)]")).get("o[0]"), "preferred 4: 4 * 100 + 0+1+2+3");
        assertEquals(828L, run(kernel("", "[WaveSize(4, 8)]")).get("o[0]"), "32 brought into 4..8");
        assertEquals(3228L, run(kernel("", "[WaveSize(16, 64)]")).get("o[0]"), "32 within 16..64: one wave of 8");
        assertEquals(406L, run(kernel("// @subgroup-size 4\n", "[WaveSize(4, 16)]")).get("o[0]"));
        InputError reversed = assertThrows(InputError.class,
                () -> KernelLoader.load("w.hlsl", kernel("", "[WaveSize(16, 8)]")));
        assertTrue(reversed.getMessage().contains("the minimum wave size must be less than the maximum"),
                reversed.getMessage());
        InputError outside = assertThrows(InputError.class,
                () -> KernelLoader.load("w.hlsl", kernel("", "[WaveSize(4, 16, 32)]")));
        assertTrue(outside.getMessage().contains("the preferred wave size 32 is outside the range 4 to 16"),
                outside.getMessage());
    }

    @Test
    void aLaunchWithAnotherSubgroupSizeIsRefused() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("w.hlsl", kernel("", "[WaveSize(8)]"),
                SpirvInterpreter.MAX_INVOCATIONS, LoadMonitor.NONE, c -> c.withSubgroupSize(4)));
        assertEquals("w.hlsl:4:2: a launch with 4 invocations per subgroup, but the entry point's [WaveSize(8)] runs"
                + " it with 8 lanes per wave only", e.toString());
    }

    @Test
    void aLaunchFromTheLaunchSettingsWithAnotherSubgroupSizeIsRefusedToo() {
        // the launch settings relaunch the loaded kernel (LoadedKernel.launch), not through KernelLoader (the review)
        LoadedKernel k = KernelLoader.load("w.hlsl", kernel("", "[WaveSize(8)]"));
        InputError e = assertThrows(InputError.class, () -> k.launch(k.pragmas().toConfig().withSubgroupSize(32)));
        assertTrue(e.getMessage().startsWith("a launch with 32 invocations per subgroup"), e.getMessage());
        // another dispatch with the allowed size launches: two groups of 8
        assertEquals(16, k.launch(k.pragmas().toConfig().withDispatch(2, 1, 1)).launch().agents().size());
    }

    @Test
    void theAttributeIsFoundInAnyCaseAfterNumthreadsAndWithHexOrSuffixedLiterals() {
        String after = kernel("", "").replace("[numthreads(8, 1, 1)]", "[numthreads(8, 1, 1)] [wavesize(0x8)]");
        assertEquals(828L, run(after).get("o[0]"));
        assertEquals(828L, run(kernel("", "[WaveSize(8u)]")).get("o[0]"));
        InputError constant = assertThrows(InputError.class,
                () -> KernelLoader.load("w.hlsl", "static const uint W = 8;\n"
                        + kernel("", "/* WaveSize */ [WaveSize(W)]")));
        assertEquals("w.hlsl:5:17: SyncScope reads WaveSize's sizes as integer literals (4, 8, 16, 32, 64 or 128,"
                + " decimal or hexadecimal, u suffix allowed), not 'W': write the number itself", constant.toString());
    }

    @Test
    void anEntryChosenByPragmaTakesItsOwnAttributeAndAPrototypeOrAnotherFunctionDoesNot() {
        String source = "// @entry CSMain\n"
                + "// @length o = 8\n"
                + "RWStructuredBuffer<uint> o : register(u0);\n"
                + "uint helper(uint x);\n"
                + "[WaveSize(4)] [numthreads(8, 1, 1)] void main(uint3 lid : SV_GroupThreadID) { o[0] = 1; }\n"
                + "[numthreads(8, 1, 1)] [WaveSize(8)]\n"
                + "void CSMain(uint3 lid : SV_GroupThreadID) {\n"
                + "    o[lid.x] = WaveGetLaneCount() * 100 + WaveActiveSum(lid.x);\n"
                + "}\n"
                + "uint helper(uint x) { return x; }\n";
        assertEquals(828L, run(source).get("o[7]"));
    }

    @Test
    void onlyTheEntryPointsAttributeCountsAndAttributeArgumentsMayCallFunctions() {
        String source = "// @length o = 8\n"
                + "RWStructuredBuffer<uint> o : register(u0);\n"
                + "[WaveSize(4)] [numthreads(8, 1, 1)] void other(uint3 lid : SV_GroupThreadID) { o[0] = 1; }\n"
                + "[WaveSize(8)]\n"
                + "[numthreads(max(4, 8), 1, 1)]\n"
                + "void main(uint3 lid : SV_GroupThreadID) {\n"
                + "    o[lid.x] = WaveGetLaneCount() * 100 + WaveActiveSum(lid.x);\n"
                + "}\n";
        assertEquals(828L, run(source).get("o[7]"));
        assertEquals(3228L, run(source.replace("[WaveSize(8)]\n", "\n")).get("o[7]"), "main has none: the default");
    }
}
