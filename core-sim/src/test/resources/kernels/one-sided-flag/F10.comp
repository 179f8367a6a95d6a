// F10: writer memoryBarrier() + relaxed store; reader relaxed load, no fence. EXPECT race; link: no acquire; writer memoryBarrier(), reader Buffer-AcqRel fence before load; AcqRel fence placed before the flag load. EXPECT race; link: fence before load
// @dispatch 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint res; };
void main() {
    if (gl_WorkGroupID.x == 0) {
        data = 1;
        memoryBarrier();
        atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0);
    } else {
        uint f = atomicLoad(flag, gl_ScopeQueueFamily, 0, 0);
        if (f == 1u) res = data + 10u;
    }
}
