package dev.syncscope.views;

/** SPIR-V assembly modules the views' tests share. */
public final class SpirvModules {

    private SpirvModules() {
    }

    /**
     * Two invocations of one workgroup, T0 storing data (line 38), a control barrier with UniformMemory semantics
     * (line 41), T1 loading it (line 45); {@code operands} are the store's and the load's memory operands.
     */
    public static String barrierModule(String operands) {
        return """
                ; @dispatch 1
                               OpCapability Shader
                               OpCapability VulkanMemoryModel
                               OpMemoryModel Logical Vulkan
                               OpEntryPoint GLCompute %main "main" %lid %data
                               OpExecutionMode %main LocalSize 2 1 1
                               OpName %data "data"
                               OpDecorate %lid BuiltIn LocalInvocationId
                               OpDecorate %S Block
                               OpMemberDecorate %S 0 Offset 0
                               OpDecorate %data DescriptorSet 0
                               OpDecorate %data Binding 0
                       %void = OpTypeVoid
                         %fn = OpTypeFunction %void
                       %uint = OpTypeInt 32 0
                       %bool = OpTypeBool
                         %v3 = OpTypeVector %uint 3
                        %pv3 = OpTypePointer Input %v3
                        %lid = OpVariable %pv3 Input
                          %S = OpTypeStruct %uint
                         %pS = OpTypePointer StorageBuffer %S
                       %data = OpVariable %pS StorageBuffer
                         %pu = OpTypePointer StorageBuffer %uint
                         %pi = OpTypePointer Input %uint
                         %u0 = OpConstant %uint 0
                         %u2 = OpConstant %uint 2
                        %u42 = OpConstant %uint 42
                        %sem = OpConstant %uint 72
                       %main = OpFunction %void None %fn
                          %e = OpLabel
                         %gx = OpAccessChain %pi %lid %u0
                          %g = OpLoad %uint %gx
                        %is0 = OpIEqual %bool %g %u0
                          %p = OpAccessChain %pu %data %u0
                               OpSelectionMerge %mid None
                               OpBranchConditional %is0 %w %mid
                          %w = OpLabel
                               OpStore %p %u42OPS
                               OpBranch %mid
                        %mid = OpLabel
                               OpControlBarrier %u2 %u2 %sem
                               OpSelectionMerge %end None
                               OpBranchConditional %is0 %end %r
                          %r = OpLabel
                          %x = OpLoad %uint %pOPS
                               OpBranch %end
                        %end = OpLabel
                               OpReturn
                               OpFunctionEnd
                """.replace("OPS", operands);
    }
}
