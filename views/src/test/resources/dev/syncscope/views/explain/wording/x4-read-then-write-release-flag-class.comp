// VK MM: Synchronizes-With (fence forms): the flag's storage class must be in the release barrier's semantics; the
// barrier after T0's read names only buffers, and the flag is in shared memory (set to 0 before the barrier() both pass).
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer Data { uint d[]; };
layout(binding = 1) buffer Out { uint o[]; };
shared uint flag;
void main() {
    uint l = gl_LocalInvocationID.x;
    if (l == 0u) {
        flag = 0u;
    }
    barrier();
    if (l == 0u) {
        o[0] = d[0];
        memoryBarrier(gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
        atomicStore(flag, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
    } else {
        while (atomicLoad(flag, gl_ScopeWorkgroup, gl_StorageSemanticsShared | gl_StorageSemanticsBuffer, gl_SemanticsAcquire) != 1u) {}
        d[0] = 7u;
    }
}
