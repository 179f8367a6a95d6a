// @dispatch 2
// T1's acquire barrier after the flag's relaxed load names only shared memory, and the flag is in a buffer (VK MM:
// Synchronizes-With, fence forms: "Y's storage class is in B's semantics").
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
        atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
    }
    if (g == 1u) {
        while (atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsNone, gl_SemanticsRelaxed) != 1u) {}
        memoryBarrier(gl_ScopeQueueFamily, gl_StorageSemanticsShared, gl_SemanticsAcquire);
        d[0] = 7u;
    }
}
