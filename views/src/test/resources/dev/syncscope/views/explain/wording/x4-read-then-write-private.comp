#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) buffer Data { uint d[]; };
layout(binding = 1) buffer Out { uint o[]; };
void main() {
    uint l = gl_LocalInvocationID.x;
    if (l == 0u) o[0] = d[0];
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease);
    if (l == 1u) d[0] = 7u;
}
