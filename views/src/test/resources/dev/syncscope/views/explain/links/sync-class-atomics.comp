// @dispatch 2
// Release/acquire flag atomics whose storage semantics name only shared memory; data is a coherent buffer.
// VK MM Inter-Thread-Happens-Before<SC>: "A synchronizes-with B, and both A and B have all of SC in their semantics";
// SC = {StorageBuffer} is not in them -> no happens-before for data -> race.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint result; };
void main() {
    if (gl_WorkGroupID.x == 0) {
        data = 1;
        atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsShared, gl_SemanticsRelease);
    } else {
        if (atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsShared, gl_SemanticsAcquire) == 1u) {
            result = data + 10;
        }
    }
}
