package dev.syncscope.views.problems;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The load refusals the QA audit of session 45 asked for (a 16-bit access, until session 82 a 64-bit one, a branch
 * to no block, a misspelt opcode, an array over the fixed-size limit) are worded in the window's language: the English
 * pattern gives the loader's message back, and the Japanese one its own words with the same names and numbers.
 */
class SpirvLoadRefusalTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static InputError refused(String name, String text) {
        return assertThrows(InputError.class, () -> KernelLoader.load(name, text));
    }

    @Test
    void aSixteenBitFloatAtomicIsRefusedInBothLanguages() {
        // until session 82 the subjects were a 64-bit atomic and a double store, until session 83 a uint16_t store and
        // a float16_t load, which run now
        InputError d = refused("half.comp", "#version 450\n#extension GL_EXT_shader_explicit_arithmetic_types_float16 :"
                + " require\n#extension GL_EXT_shader_16bit_storage : require\n#extension GL_EXT_shader_atomic_float2 :"
                + " require\nlayout(local_size_x = 1) in;\nlayout(binding=0) buffer B { float16_t h; };\n"
                + "void main(){ atomicAdd(h, float16_t(1.0)); }\n");
        assertEquals(d.getMessage(), ErrorText.loadMessage(d, EN));
        assertEquals("OpAtomicFAddEXT: 16 ビットの浮動小数点数へのアトミック命令です。16 ビット浮動小数点数のアトミック"
                + " (VK_EXT_shader_atomic_float2) にはインタプリタが対応していません", ErrorText.loadMessage(d, JA));
    }

    @Test
    void aBranchToNoBlockIsRefusedInBothLanguages() {
        InputError e = refused("k.spvasm", """
                OpCapability Shader
                OpMemoryModel Logical GLSL450
                OpEntryPoint GLCompute %main "main"
                OpExecutionMode %main LocalSize 1 1 1
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %uint = OpTypeInt 32 0
                %u1 = OpConstant %uint 1
                %main = OpFunction %void None %fn
                %e = OpLabel
                OpBranch %u1
                OpFunctionEnd
                """);
        assertEquals(e.getMessage(), ErrorText.loadMessage(e, EN));
        assertEquals("OpBranch の分岐先 %u1 は OpConstant が定義するもので、関数 %main のブロックではありません (SPIR-V: 分岐先は"
                + "同じ関数のラベルでなければなりません)", ErrorText.loadMessage(e, JA));
    }

    @Test
    void aMisspeltOpcodeIsRefusedWithTheOpcodeMeantInBothLanguages() {
        InputError e = refused("k.spvasm", "OpCapability Shader\nOpMemoryModel Logical GLSL450\nOpEntryPiont %1\n");
        assertEquals(e.getMessage(), ErrorText.loadMessage(e, EN));
        assertEquals("不明なオペコード 'OpEntryPiont' (OpEntryPoint のことですか?)", ErrorText.loadMessage(e, JA));
    }

    @Test
    void anArrayOverTheFixedSizeLimitIsRefusedWithTheWayOnInBothLanguages() {
        InputError e = refused("k.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint x[100000]; };
                void main() { x[99999] = 1u; }
                """);
        assertEquals(e.getMessage(), ErrorText.loadMessage(e, EN));
        assertEquals("配列 x は 100000 要素 (ストライド 4) で大きすぎます。SyncScope がシミュレートする固定長配列は 1 ～ 65536 要素、"
                + "64 MiB までです。バッファの実行時サイズ配列なら 32 ビットの位置を 1048576 個まで持てます。x を長さなしでブロックの"
                + "最後のメンバーとして宣言し、プラグマ @length x = 100000 で長さを与えてください", ErrorText.loadMessage(e, JA));
        InputError shared = refused("s.comp", "#version 450\nlayout(local_size_x = 1) in;\nshared uint s[70000];\n"
                + "layout(binding = 0) buffer B { uint x; };\nvoid main() { s[0] = 1u; x = s[0]; }\n");
        assertEquals(shared.getMessage(), ErrorText.loadMessage(shared, EN));
        assertEquals("配列 s は 70000 要素 (ストライド 4) で大きすぎます。SyncScope がシミュレートする固定長配列は 1 ～ 65536 要素、"
                + "64 MiB までです", ErrorText.loadMessage(shared, JA));
    }
}
