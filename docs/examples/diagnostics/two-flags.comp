// @dispatch 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer Flags { uint a; uint b; };
layout(binding = 1) buffer Out { uint got; };
const int buffers = gl_StorageSemanticsBuffer;
void main() {
    if (gl_WorkGroupID.x == 0u) {
        atomicStore(a, 1u, gl_ScopeDevice, buffers, gl_SemanticsRelease);
    } else {
        while (atomicLoad(a, gl_ScopeDevice, buffers, gl_SemanticsAcquire) == 0u
               || atomicLoad(b, gl_ScopeDevice, buffers, gl_SemanticsAcquire) == 0u) {
        }
        got = 1u;
    }
}
