// The writer's release barrier has Workgroup scope, whose instance leaves out the reader in the other workgroup
// (VK MM: Synchronizes-With: "A and B are in the instance of each other's memory scopes"), and the reader's flag
// load is relaxed with no acquire barrier after it: widening the barrier alone leaves the race, so run, as check,
// names the reader's missing acquire too (the review of session 47).
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
        memoryBarrier(gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
        atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0);
    } else {
        while (atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { }
        res = data + 10u;
    }
}
