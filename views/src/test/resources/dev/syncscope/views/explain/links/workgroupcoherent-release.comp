// @dispatch 2
// data is workgroupcoherent: its store is MakePointerAvailable Workgroup, its load MakePointerVisible Workgroup.
// Flag: device-scope release/acquire without MakeAvailable/MakeVisible. Across workgroups the write reaches only
// T0's workgroup domain; T1's visibility sources only its own workgroup domain -> VK MM Location-Ordered fails -> race.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) workgroupcoherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint result; };
void main() {
    if (gl_WorkGroupID.x == 0) {
        data = 1;
        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
    } else {
        if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) == 1u) {
            result = data + 10;
        }
    }
}
