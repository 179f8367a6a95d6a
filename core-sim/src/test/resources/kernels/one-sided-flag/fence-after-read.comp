// @dispatch 2
// VK MM: Synchronizes-With (fence forms): an acquire barrier orders the flag's load only before what follows it;
// the reader's memoryBarrier() comes after its read of data.
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
        memoryBarrier();
        atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0);
    } else {
        while (atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { }
        uint d = data;
        memoryBarrier();
        res = d + 10u;
    }
}
