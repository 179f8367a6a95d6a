// T0 stores to kept[index]; T1 sets index to 1, past kept's one slot. Whether T0 faults depends on what its
// relaxed load of index reads, so `syncscope check` answers FAILED with one fault line ("fault: T0 stops at
// ...:14: out-of-bounds access kept[1] (it has 1 location) in some execution") beside the two outcomes of the
// executions without it (T0 reads 0 and stores kept[0] = 7, before or after T1's 9).
// @length kept = 1
#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 1) buffer Index { uint index; };
layout(binding = 2) buffer Kept { uint kept[]; };
void main() {
    if (gl_LocalInvocationIndex == 0) {
        uint i = atomicLoad(index, gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
        atomicStore(kept[i], 7u, gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
    } else {
        atomicStore(index, 1u, gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
        atomicStore(kept[0], 9u, gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
    }
}
