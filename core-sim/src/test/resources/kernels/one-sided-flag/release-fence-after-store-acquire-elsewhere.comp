// T0's release barrier comes after its relaxed flag store (VK MM: Synchronizes-With, fence forms: the barrier is
// program-ordered before the store), and T1's only acquire is of another location, other: an atomic synchronizes only
// through the location it reads, so T1's side of the flag has no acquire either and the advice names it (the review
// of session 47: the acquire of other hid it).
// @dispatch 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; uint other; };
layout(binding = 2) buffer R { uint res; };
void main() {
    if (gl_WorkGroupID.x == 0u) {
        data = 1u;
        atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0);
        memoryBarrier();
    } else {
        while (atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { }
        uint o = atomicLoad(other, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);
        res = data + 10u + o;
    }
}
