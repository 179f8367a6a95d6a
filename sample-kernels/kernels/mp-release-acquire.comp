// Message passing with release/acquire atomics at Device scope (GLSL)
//
// Lesson: workgroup 0 writes the payload data = 42 and then stores flag = 1 with a
// Device-scope release that includes MakeAvailable; workgroup 1 loads the flag with a
// Device-scope acquire that includes MakeVisible and, if it saw 1, copies data + 1 to result.
// Step workgroup 0 twice, then workgroup 1: the release makes data available in the shader
// (Device) domain, the acquire reads the release's write, so the two synchronize
// (VK MM: Synchronizes-With); the acquire's visibility operation then makes data visible to
// workgroup 1 (VK MM: Availability and Visibility Semantics). data is declared nonprivate, so
// the write and the read are location-ordered (VK MM: Location-Ordered) and there is no race.
// Either workgroup 1 ran too early and result stays 0, or it saw the flag and result is 43;
// result = 1 (flag seen, payload stale) is impossible.
//
// @dispatch 2
// @expect no-race
// @expect never final result = 1
// @expect possible final result = 43
// @expect possible final result = 0
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) nonprivate buffer Data { uint data; };
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
