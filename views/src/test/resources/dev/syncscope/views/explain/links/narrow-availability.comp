// @dispatch 2
// VK MM: Availability and Visibility: a workgroupcoherent store makes the write available in the workgroup's domain
// only, which T1 in the other workgroup does not access.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) workgroupcoherent buffer Data { uint data; };
layout(binding = 1) buffer Flag { uint flag; };
layout(binding = 2) buffer Out { uint result; };
const int B = gl_StorageSemanticsBuffer;
void main() {
    if (gl_WorkGroupID.x == 0u) {
        data = 1u;
        atomicStore(flag, 1u, gl_ScopeDevice, B, gl_SemanticsRelease);
    } else {
        while (atomicLoad(flag, gl_ScopeDevice, B, gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 0u) { }
        result = data;
    }
}
