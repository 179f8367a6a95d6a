// The writer releases (memoryBarrier() before its relaxed flag store) and the reader acquires nothing, but data is not
// coherent: its accesses are private, so the reader's acquire alone would not order them (VK MM: Location-Ordered:
// a private access is ordered only through the device domain or with non-private accesses). No sentence may say only
// the reader's side is missing.
// @dispatch 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint res; };
void main() {
    if (gl_WorkGroupID.x == 0u) {
        data = 1u;
        memoryBarrier();
        atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0);
    } else {
        while (atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { }
        res = data + 10u;
    }
}
