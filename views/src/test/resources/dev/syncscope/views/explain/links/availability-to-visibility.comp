// @dispatch 2
// VK MM: Location-Ordered: the availability of the write must happen-before the reader's visibility operation; the
// barrier that makes it available comes after the release T1 synchronizes with.
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
        atomicStore(flag, 1u, gl_ScopeDevice, B, gl_SemanticsRelease);
        memoryBarrier(gl_ScopeDevice, B, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    } else {
        while (atomicLoad(flag, gl_ScopeDevice, B, gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 0u) { }
        result = data;
    }
}
