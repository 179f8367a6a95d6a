// @dispatch 3
// T0: data=42; release store flag=1 at queue-family scope. T1: atomicAdd(flag) at workgroup scope, in another
// workgroup: not mutually ordered with T0's store, so not in its scoped modification order and no part of its release
// sequence (VK MM: Scoped Modification Order; Release Sequence). T2: acquire load reads 2 -> no sync -> race on data.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) coherent buffer Data { uint data; uint flag; uint seen; };
void main() {
    uint g = gl_WorkGroupID.x;
    if (g == 0u) {
        data = 42u;
        atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
    } else if (g == 1u) {
        atomicAdd(flag, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
    } else {
        if (atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) == 2u) {
            seen = data;
        }
    }
}
