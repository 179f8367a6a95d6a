// VK MM Release Sequence: "This intentionally omits atomic writes to M performed by the same agent that performed A".
// T0: data = 1 (nonprivate, av at device); release store flag=1; relaxed store flag=2 (NOT an RMW).
// T1: acquire load of flag reads 2 -> reads from a store outside A's release sequence -> no synchronizes-with -> race on data.
// @dispatch 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint result; };
void main() {
    if (gl_WorkGroupID.x == 0) {
        data = 1;
        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
        atomicStore(flag, 2u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
    } else {
        if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 2u) {
            result = data + 10;
        }
    }
}
