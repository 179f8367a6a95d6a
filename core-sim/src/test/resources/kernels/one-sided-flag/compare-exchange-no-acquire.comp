// @dispatch 2
// VK MM: Synchronizes-With: the writer's memoryBarrier() before its relaxed atomicExchange of the flag releases; the
// reader takes the flag with a relaxed atomicCompSwap (a read-modify-write, not a load) and no acquire barrier after
// it, so it acquires nothing. The advice makes that atomicCompSwap an acquire (the review's M1).
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
        atomicExchange(flag, 1u, gl_ScopeQueueFamily, 0, 0);
    } else {
        while (atomicCompSwap(flag, 1u, 0u, gl_ScopeQueueFamily, 0, 0, 0, 0) != 1u) { }
        res = data + 10u;
    }
}
