// Release/acquire with a private payload: the right value, and still a data race (GLSL)
//
// Lesson: mp-release-acquire.comp with one word removed: data is not declared nonprivate.
// Step workgroup 0 twice, then workgroup 1: the release's MakeAvailable and the acquire's
// MakeVisible still carry data = 42 to workgroup 1, so the read returns 42 and nothing is
// stale. Yet it is a data race: private accesses of different invocations are location-ordered
// only through system-synchronizes-with, never through shader synchronization
// (VK MM: Private vs. Non-Private, Location-Ordered), so the compiler may keep data in a
// register or reorder the accesses. "It printed the right number" is not "it is correct".
// Fix: nonprivate (GLSL with the Vulkan memory model), or coherent / an atomic access.
//
// @dispatch 2
// @expect race data
// @expect possible final result = 43
// @expect no-stale
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer Data { uint data; };
layout(binding = 1) buffer Flag { uint flag; };
layout(binding = 2) buffer Result { uint result; };

void main() {
    if (gl_WorkGroupID.x == 0) {
        data = 42;
        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                    gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    } else {
        uint seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                               gl_SemanticsAcquire | gl_SemanticsMakeVisible);
        if (seen == 1) {
            result = data + 1;
        }
    }
}
