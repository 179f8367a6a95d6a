// @dispatch 2
// VK MM: Availability and Visibility: an atomic's own availability operation has the atomic's scope; at
// gl_ScopeWorkgroup it makes the write available in T0's workgroup only, and the release naming no MakeAvailable
// adds none: data being coherent gives plain stores their availability, not atomics (the session-85 audit).
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer Data { uint data; };
layout(binding = 1) buffer Flag { uint flag; };
layout(binding = 2) buffer Out { uint result; };
const int B = gl_StorageSemanticsBuffer;
void main() {
    if (gl_WorkGroupID.x == 0u) {
        atomicStore(data, 1u, gl_ScopeWorkgroup, 0, gl_SemanticsRelaxed);
        atomicStore(flag, 1u, gl_ScopeDevice, B, gl_SemanticsRelease);
    } else {
        while (atomicLoad(flag, gl_ScopeDevice, B, gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 0u) { }
        result = data;
    }
}
