// @dispatch 2
// The memory-scope extension: a relaxed atomicStore/atomicLoad flag from T0's read to T1's write, no release, no
// acquire, no barrier (VK MM: Synchronizes-With).
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer Data { uint d[]; };
layout(binding = 1) buffer Out { uint o[]; };
layout(binding = 2) buffer Flag { uint flag; };
void main() {
    uint g = gl_WorkGroupID.x;
    if (g == 0u) {
        o[0] = d[0];
        atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
    }
    if (g == 1u) {
        while (atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsNone, gl_SemanticsRelaxed) != 1u) {}
        d[0] = 7u;
    }
}
