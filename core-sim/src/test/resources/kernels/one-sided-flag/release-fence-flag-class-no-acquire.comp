// @dispatch 2
// VK MM: Synchronizes-With (fence forms: "X's storage class is in A's semantics"): the writer's release barrier before
// its relaxed store of the flag names gl_StorageSemanticsShared alone, not the flag's (and the data's) buffer memory,
// so it releases nothing; the reader has no acquire at all (the mirror of review47b's G6).
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint res; };
void main() {
    if (gl_WorkGroupID.x == 0u) {
        data = 1u;
        memoryBarrier(gl_ScopeQueueFamily, gl_StorageSemanticsShared, gl_SemanticsRelease);
        atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0);
    } else {
        while (atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { }
        res = data + 10u;
    }
}
