// Two message passes: the reader acquires nothing for flag (line 19) and reads data at line 20; the
// memoryBarrier() at line 22 follows its load of flag2 and serves data2. Moving it above line 20 would
// take it from flag2 (data2 would race): the advice for data is an acquire for flag, not a move (VK MM:
// Synchronizes-With, fence forms: the acquire barrier follows the atomic read whose release it pairs with).
// @dispatch 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data; uint data2; };
layout(binding = 1) buffer F { uint flag; uint flag2; };
layout(binding = 2) buffer R { uint res; };
void main() {
    if (gl_WorkGroupID.x == 0u) {
        data = 1u;
        memoryBarrier();
        atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0);
        data2 = 2u;
        memoryBarrier();
        atomicStore(flag2, 1u, gl_ScopeQueueFamily, 0, 0);
    } else {
        while (atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { }
        uint d = data;
        while (atomicLoad(flag2, gl_ScopeQueueFamily, 0, 0) == 0u) { }
        memoryBarrier();
        res = d + data2;
    }
}
