// VK MM: Synchronizes-With (fence forms): the flag's storage class must be in the release barrier's semantics;
// the barrier names only shared memory and the flag is in a buffer.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
shared uint data;
layout(binding = 0) buffer Flag { uint flag; };
layout(binding = 1) buffer Out { uint result; };
const int S = gl_StorageSemanticsShared;
const int SB = gl_StorageSemanticsShared | gl_StorageSemanticsBuffer;
void main() {
    if (gl_LocalInvocationID.x == 0u) {
        data = 1u;
        memoryBarrier(gl_ScopeWorkgroup, S, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
        atomicStore(flag, 1u, gl_ScopeWorkgroup, 0, 0);
    } else {
        while (atomicLoad(flag, gl_ScopeWorkgroup, 0, 0) == 0u) { }
        memoryBarrier(gl_ScopeWorkgroup, SB, gl_SemanticsAcquire | gl_SemanticsMakeVisible);
        result = data;
    }
}
