// @dispatch 2
// @chains off
// VK MM: Availability and Visibility: T3's acquire (MakeVisible at Workgroup scope) sources only its workgroup's
// domain, and T0's write is available in the shader domain only; T2's device-scope MakeVisible before it would hand
// the write on as a visibility chain, which Location-Ordered allows only with availability/visibility chains.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) nonprivate buffer Data { uint data; };
layout(binding = 1) buffer WgFlag { uint wgFlag; };
layout(binding = 2) buffer DevFlag { uint devFlag; };
layout(binding = 3) buffer Result { uint result; };
void main() {
    uint id = gl_GlobalInvocationID.x;
    if (id == 0) {
        data = 42;
        atomicStore(devFlag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    } else if (id == 2) {
        if (atomicLoad(devFlag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 1) {
            atomicStore(wgFlag, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
        }
    } else if (id == 3) {
        if (atomicLoad(wgFlag, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 1) {
            result = data + 1;
        }
    }
}
