// @dispatch 2
// T0 reads, then a release store of the flag and a relaxed atomicStore of it (not a read-modify-write: it ends the
// release sequence, VK MM: Release Sequence); T1 acquires the flag's 2 and writes.
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
        atomicStore(flag, 2u, gl_ScopeQueueFamily, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
    }
    if (g == 1u) {
        while (atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) != 2u) {}
        d[0] = 7u;
    }
}
