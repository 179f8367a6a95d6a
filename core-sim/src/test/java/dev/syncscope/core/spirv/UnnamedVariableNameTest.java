package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A variable with no name and no Binding is named by its storage class and result id ({@code workgroup%19}), never
 * as a binding it does not have (the audit of session 56: {@code legacy-coherent.spv} showed its Workgroup variable
 * {@code %19} as {@code set0.binding19}); a buffer with a Binding and no name keeps {@code set<s>.binding<b>}.
 */
class UnnamedVariableNameTest {

    @Test
    void anUnnamedWorkgroupVariableIsNamedByItsStorageClassAndId() throws IOException {
        Program p = SpirvInterpreter.program("k", SpirvBinaryReader.read("legacy-coherent.spv",
                SpirvReadersTest.resource("legacy-coherent.spv")), DispatchConfig.defaults());
        assertEquals(List.of("set0.binding0", "set0.binding1", "workgroup%19"),
                p.launch().references().stream().map(Reference::name).toList());
    }

    @Test
    void severalWorkgroupsKeepTheNameWithTheirNumber() throws IOException {
        Program p = SpirvInterpreter.program("k", SpirvBinaryReader.read("legacy-coherent.spv",
                SpirvReadersTest.resource("legacy-coherent.spv")), DispatchConfig.defaults().withDispatch(2, 1, 1));
        assertEquals(List.of("set0.binding0", "set0.binding1", "workgroup%19@wg0", "workgroup%19@wg1"),
                p.launch().references().stream().map(Reference::name).toList());
    }

    @Test
    void aBufferWithoutABindingIsNamedByItsStorageClassToo() {
        // hand-written: Vulkan requires a Binding; SyncScope runs it under a name that claims none
        String text = Kernels.text(1, """
                %blk = OpTypeStruct %uint
                %pblk = OpTypePointer StorageBuffer %blk
                %7 = OpVariable %pblk StorageBuffer
                %main = OpFunction %void None %fn
                %entry = OpLabel
                %p = OpAccessChain %pu %7 %u0
                OpStore %p %u1
                OpReturn
                OpFunctionEnd
                """).replace("%void = OpTypeVoid", "OpDecorate %blk Block\nOpMemberDecorate %blk 0 Offset 0\n"
                + "%void = OpTypeVoid");
        Program p = SpirvInterpreter.program("k", SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults());
        assertEquals(List.of("buf", "storagebuffer%7"), p.launch().references().stream().map(Reference::name).toList());
    }
}
