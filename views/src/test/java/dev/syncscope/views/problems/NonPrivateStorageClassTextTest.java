package dev.syncscope.views.problems;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * NonPrivatePointer on a pointer no other invocation shares is refused naming the storage classes the check accepts
 * (Uniform, Workgroup, StorageBuffer), no longer quoting spirv-val's longer list as if it were the rule: in each
 * language, the English pattern giving the loader's message back.
 */
class NonPrivateStorageClassTextTest {

    @Test
    void theRefusalNamesTheStorageClassesTheCheckAcceptsInBothLanguages() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.spvasm", """
                OpCapability Shader
                OpCapability VulkanMemoryModel
                OpMemoryModel Logical Vulkan
                OpEntryPoint GLCompute %main "main"
                OpExecutionMode %main LocalSize 1 1 1
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %uint = OpTypeInt 32 0
                %pf = OpTypePointer Function %uint
                %u1 = OpConstant %uint 1
                %main = OpFunction %void None %fn
                %e = OpLabel
                %fv = OpVariable %pf Function
                OpStore %fv %u1 NonPrivatePointer
                OpReturn
                OpFunctionEnd
                """));
        assertEquals("input.spirv.nonPrivateStorageClass", e.key());
        assertEquals(e.getMessage(), ErrorText.loadMessage(e, Messages.forLocale(Locale.ENGLISH)));
        assertEquals("OpStore: ストレージクラス Function のポインタに NonPrivatePointer が付いていますが、このストレージクラスは"
                + "他の呼び出しと共有されません。NonPrivatePointer には Uniform、Workgroup、StorageBuffer のいずれかの"
                + "ストレージクラスのポインタが必要です (spirv-val は CrossWorkgroup、Generic、Image、PhysicalStorageBuffer"
                + " も受け付けますが、SyncScope はこれらのストレージクラスを実行しません)",
                ErrorText.loadMessage(e, Messages.forLocale(Locale.JAPANESE)));
    }
}
