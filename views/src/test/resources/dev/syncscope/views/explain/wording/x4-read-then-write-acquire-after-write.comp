// @dispatch 2
// T1's acquire barrier comes after its write: it orders nothing before the write (VK MM: Synchronizes-With, fence
// forms: the acquire barrier is program-ordered after the atomic read and before what it orders).
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
        d[0] = 7u;
        memoryBarrier(gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);
    }
}
