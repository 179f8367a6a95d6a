// @dispatch 3
// T0: data=1; release store flag=1. T2: relaxed atomicStore flag=2 (not an RMW: ends T0's release sequence).
// T1: acquire load reads 2 -> reads from no write of the release sequence headed by T0's store -> no sync -> race.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint result; };
void main() {
    uint wg = gl_WorkGroupID.x;
    if (wg == 0) {
        data = 1;
        atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
    } else if (wg == 2) {
        if (atomicLoad(flag, gl_ScopeQueueFamily, 0, gl_SemanticsRelaxed) == 1u) {
            atomicStore(flag, 2u, gl_ScopeQueueFamily, 0, gl_SemanticsRelaxed);
        }
    } else {
        if (atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) == 2u) {
            result = data + 10;
        }
    }
}
