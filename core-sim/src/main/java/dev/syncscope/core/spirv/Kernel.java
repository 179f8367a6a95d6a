package dev.syncscope.core.spirv;

/**
 * What all invocations of one SPIR-V program share: the analysed module, its memory-model rules,
 * the entry function and the local step budget. Immutable.
 *
 * @param info       the analysed module
 * @param rules      Vulkan or legacy GLSL450 memory-operand rules
 * @param entry      the entry point's function
 * @param stepBudget most instructions an invocation may execute between two actions
 * @param perGroup   invocations per workgroup
 * @param subgroupSize invocations per subgroup (consecutive LocalInvocationIndex values)
 * @param loads      the access the loads of each variable's bytes have ({@link VariableLoads}; of a legacy
 *                   module, whose plain loads have no memory operands to tell, only its atomic loads')
 */
record Kernel(ModuleInfo info, MemoryRules rules, ModuleInfo.Function entry, int stepBudget, int perGroup,
              int subgroupSize, VariableLoads loads) {

    Kernel(ModuleInfo info, MemoryRules rules, ModuleInfo.Function entry, int stepBudget, int perGroup,
           int subgroupSize) {
        this(info, rules, entry, stepBudget, perGroup, subgroupSize,
                VariableLoads.of(info, rules));
    }

    /** SubgroupLocalInvocationId of the invocation with launch-wide id {@code agentId}. */
    int subgroupMember(int agentId) {
        return agentId % perGroup % subgroupSize;
    }
}
