// @dispatch 2
// VK MM: Synchronizes-With (fence forms: a release barrier A "program-ordered before" the atomic write X): the
// writer's memoryBarrier() comes after its relaxed store of the flag, and the reader's relaxed load of the flag has no
// acquire barrier after it. Moving the barrier alone leaves the race: both sides are missing (the review's P1).
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
        memoryBarrier();
    } else {
        while (atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { }
        res = data + 10u;
    }
}
