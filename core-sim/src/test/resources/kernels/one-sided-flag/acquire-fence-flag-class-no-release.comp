// @dispatch 2
// VK MM: Synchronizes-With (fence forms: "Y's storage class is in B's semantics"): the reader's acquire barrier after
// its relaxed load of the flag names gl_StorageSemanticsShared alone, not the flag's (and the data's) buffer memory, so
// it acquires nothing; the writer has no release at all (review47b's G6).
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
        atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0);
    } else {
        while (atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { }
        memoryBarrier(gl_ScopeQueueFamily, gl_StorageSemanticsShared, gl_SemanticsAcquire);
        res = data + 10u;
    }
}
