package dev.syncscope.views.problems;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The errors of modules that break a SPIR-V or Vulkan validity rule (and of an HLSL entry point without
 * [numthreads]) are worded by message keys: the English pattern gives the loader's message back, and a Japanese
 * window says it in Japanese instead of framing the English.
 */
class JapaneseSpirvErrorsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static final String PROLOGUE = """
            OpCapability Shader
            OpCapability VulkanMemoryModel
            OpMemoryModel Logical Vulkan
            OpEntryPoint GLCompute %main "main"
            OpExecutionMode %main LocalSize 1 1 1
            OpDecorate %ra ArrayStride 4
            OpDecorate %S Block
            OpMemberDecorate %S 0 Offset 0
            OpDecorate %buf DescriptorSet 0
            OpDecorate %buf Binding 0
            %void = OpTypeVoid
            %fn = OpTypeFunction %void
            %bool = OpTypeBool
            %uint = OpTypeInt 32 0
            %int = OpTypeInt 32 1
            %ra = OpTypeRuntimeArray %uint
            %S = OpTypeStruct %ra
            %pS = OpTypePointer StorageBuffer %S
            %pu = OpTypePointer StorageBuffer %uint
            %buf = OpVariable %pS StorageBuffer
            %u0 = OpConstant %uint 0
            %u1 = OpConstant %uint 1
            %u2 = OpConstant %uint 2
            %i0 = OpConstant %int 0
            %true = OpConstantTrue %bool
            %acq = OpConstant %uint 0x42
            %rel = OpConstant %uint 0x44
            %both = OpConstant %uint 0x106
            %main = OpFunction %void None %fn
            %e = OpLabel
            %p = OpAccessChain %pu %buf %u0 %u0
            """;

    @ParameterizedTest
    @ValueSource(strings = {"OpStore %p %true", "%v = OpLoad %bool %p", "%v = OpAtomicIAdd %uint %p %u1 %u0 %i0",
            "%v = OpLoad %uint %p MakePointerAvailable|NonPrivatePointer %u1",
            "OpStore %p %u1 MakePointerAvailable %u1",
            "OpControlBarrier %u2 %u2 %both", "OpAtomicStore %p %u1 %acq %u1", "%v = OpAtomicLoad %uint %p %u1 %rel",
            "%v = OpAtomicLoad %uint %p %v0 %u0", "OpControlBarrier %u1 %u2 %u0", "OpAtomicStroe %p %u1 %rel %u1"})
    void aSpirvValidityErrorIsWordedInTheWindowsLanguage(String line) {
        String body = line.contains("%v0") ? "%v0 = OpIAdd %uint %u1 %u0\n" + line : line;
        String text = PROLOGUE + body + "\nOpReturn\nOpFunctionEnd\n";
        assertWorded(assertThrows(InputError.class, () -> KernelLoader.load("k.spvasm", text)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"RWStructuredBuffer<uint> r : register(u0);\nvoid main() { r[0] = 1; }\n",
            "RWByteAddressBuffer b : register(u0);\n[numthreads(1, 1, 1)]\nvoid main() { b.InterlockedAdd(0, 1); }\n",
            "RWByteAddressBuffer b : register(u0);\n[numthreads(1, 1, 1)]\nvoid main() { b.InterlockedOr(0, 1);"
                    + " b.InterlockedOr(4, 1); }\n",
            "[numthreads(1, 1, 1)]\nvoid main() {\n  AllMemoryBarrier()\n  AllMemoryBarrier();\n}\n"})
    void anHlslErrorOfOursIsWordedInTheWindowsLanguage(String source) {
        assertWorded(assertThrows(InputError.class, () -> KernelLoader.load("k.hlsl", source)));
    }

    private static void assertWorded(InputError e) {
        assertNotNull(e.key(), e.getMessage());
        assertEquals(e.getMessage(), ErrorText.loadMessage(e, EN));
        assertNotEquals(e.getMessage(), ErrorText.loadMessage(e, JA));
        assertNotEquals(JA.get("input.kind.BAD_INPUT", e.getMessage()), ErrorText.loadMessage(e, JA));
    }
}
