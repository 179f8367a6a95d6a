// The writer's flag store is relaxed, and the reader's acquire barrier, groupMemoryBarrier(), has
// Workgroup scope, whose instance leaves out the writer in the other workgroup (VK MM: Synchronizes-With:
// "A and B are in the instance of each other's memory scopes"). A release on the writer alone would not
// do: the reader's side is not "there", so no one-sided sentence may say only the writer's side is missing.
// @dispatch 2
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
        groupMemoryBarrier();
        res = data + 10u;
    }
}
