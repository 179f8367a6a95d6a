// VK MM: Release Sequence: the release store of 1 heads a sequence that T0's own relaxed store of 2 ends (not an RMW);
// T1 waits for 2 with relaxed loads, then acquires it: no synchronizes-with, a race on data (run: round robin).
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
        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
        atomicStore(flag, 2u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
    } else {
        while (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) != 2u) { }
        if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) == 2u) {
            result = data + 10;
        }
    }
}
