// @subgroup-size 1
// data is subgroupcoherent: made available and visible at subgroup scope only, and T1 is in another subgroup of the
// same workgroup (VK MM: Availability and Visibility) -> race; workgroupcoherent holds both.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) subgroupcoherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint result; };
void main() {
    if (gl_LocalInvocationID.x == 0) {
        data = 1;
        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
    } else {
        while (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) != 1u) { }
        result = data + 10;
    }
}
