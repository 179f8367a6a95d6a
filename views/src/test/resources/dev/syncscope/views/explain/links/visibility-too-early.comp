// @dispatch 2
// VK MM: Location-Ordered: the reader's visibility operation (the barrier with MakeVisible) comes before the acquire
// through which it synchronizes with T0, so the write's availability does not happen-before it.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) nonprivate buffer Data { uint data; };
layout(binding = 1) buffer Flag { uint flag; };
layout(binding = 2) buffer Out { uint result; };
const int B = gl_StorageSemanticsBuffer;
void main() {
    if (gl_WorkGroupID.x == 0u) {
        data = 1u;
        atomicStore(flag, 1u, gl_ScopeDevice, B, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    } else {
        memoryBarrier(gl_ScopeDevice, B, gl_SemanticsAcquire | gl_SemanticsMakeVisible);
        while (atomicLoad(flag, gl_ScopeDevice, B, gl_SemanticsAcquire) == 0u) { }
        result = data;
    }
}
