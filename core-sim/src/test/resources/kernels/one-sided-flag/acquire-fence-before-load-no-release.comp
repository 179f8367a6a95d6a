// @dispatch 2
// VK MM: Synchronizes-With (fence forms: an acquire barrier B with the atomic read Y "program-ordered before B"): the
// reader's memoryBarrier() comes before its relaxed load of the flag, and the writer's relaxed store of the flag has no
// release barrier before it. Moving the barrier alone leaves the race: both sides are missing.
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
        memoryBarrier();
        while (atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { }
        res = data + 10u;
    }
}
