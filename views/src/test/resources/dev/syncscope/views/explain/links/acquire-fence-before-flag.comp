// @dispatch 2
// VK MM: Synchronizes-With (fence forms): an acquire barrier synchronizes through an atomic read Y only when Y is
// program-ordered before it; here it comes before the flag's load.
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
        data = 1u;
        memoryBarrier(gl_ScopeDevice, B, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
        atomicStore(flag, 1u, gl_ScopeDevice, 0, 0);
    } else {
        memoryBarrier(gl_ScopeDevice, B, gl_SemanticsAcquire | gl_SemanticsMakeVisible);
        while (atomicLoad(flag, gl_ScopeDevice, 0, 0) == 0u) { }
        result = data;
    }
}
