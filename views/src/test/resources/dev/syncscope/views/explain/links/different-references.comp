// @alias a b
// VK MM: Location-Ordered: availability and visibility operations are per reference, so a write through binding a
// is not made visible to a read through binding b of the same buffer, whatever orders them.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer A { uint a; };
layout(binding = 1) coherent buffer B { uint b; };
layout(binding = 2) buffer Out { uint result; };
void main() {
    if (gl_LocalInvocationID.x == 0u) { a = 1u; }
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,
                   gl_SemanticsAcquireRelease | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible);
    if (gl_LocalInvocationID.x == 1u) { result = b; }
}
