package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Program;

/** Test helper: hand-written .spvasm compute kernels around a common prologue. Stateless. */
final class Kernels {
    static final String PROLOGUE = """
            OpCapability Shader
            OpCapability VulkanMemoryModel
            OpMemoryModel Logical %s
            OpEntryPoint GLCompute %%main "main" %%lid
            OpExecutionMode %%main LocalSize %d 1 1
            OpName %%buf "buf"
            OpName %%i "i"
            OpDecorate %%lid BuiltIn LocalInvocationId
            OpDecorate %%ra ArrayStride 4
            OpDecorate %%S Block
            OpMemberDecorate %%S 0 Offset 0
            OpDecorate %%buf DescriptorSet 0
            OpDecorate %%buf Binding 0
            %%void = OpTypeVoid
            %%fn = OpTypeFunction %%void
            %%bool = OpTypeBool
            %%uint = OpTypeInt 32 0
            %%int = OpTypeInt 32 1
            %%v3 = OpTypeVector %%uint 3
            %%pv3 = OpTypePointer Input %%v3
            %%pin = OpTypePointer Input %%uint
            %%lid = OpVariable %%pv3 Input
            %%ra = OpTypeRuntimeArray %%uint
            %%S = OpTypeStruct %%ra
            %%pS = OpTypePointer StorageBuffer %%S
            %%pu = OpTypePointer StorageBuffer %%uint
            %%pf = OpTypePointer Function %%uint
            %%buf = OpVariable %%pS StorageBuffer
            %%fnu = OpTypeFunction %%uint %%uint
            %%u0 = OpConstant %%uint 0
            %%u1 = OpConstant %%uint 1
            %%u2 = OpConstant %%uint 2
            %%u3 = OpConstant %%uint 3
            %%u4 = OpConstant %%uint 4
            %%u5 = OpConstant %%uint 5
            %%u264 = OpConstant %%uint 264
            %%i0 = OpConstant %%int 0
            %%im1 = OpConstant %%int -1
            """;

    private Kernels() {
    }

    static String text(int invocations, String body) {
        return text("Vulkan", invocations, body);
    }

    static String text(String memoryModel, int invocations, String body) {
        return PROLOGUE.formatted(memoryModel, invocations) + body;
    }

    static Program program(int invocations, String body) {
        return SpirvInterpreter.program("k", SpirvTextReader.read("k.spvasm", text(invocations, body)),
                DispatchConfig.defaults());
    }
}
