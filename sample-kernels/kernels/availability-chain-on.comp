// Availability chains: with the device feature, a write travels on (GLSL)
//
// Lesson: availability-chain-off.comp launched with @chains on, i.e. with
// vulkanMemoryModelAvailabilityVisibilityChains = VK_TRUE. Invocation 0's availability
// operation (Workgroup scope, by the release of wgFlag) happens-before invocation 1's
// (Device scope, by the release of devFlag), and invocation 1 is in the workgroup instance
// whose domain the first one reached, so the two form an availability chain to the shader
// domain (VK MM: Availability and Visibility, "an availability operation with destination
// scope of the workgroup instance domain that happens-before an availability operation to the
// shader domain performed by an invocation in the same workgroup"). Workgroup 1's acquire
// then makes data = 42 visible: no race, and result is 0 or 43, never 1. Step invocations
// 0, 1, 2 and compare the domain graph with the chains-off run.
//
// @dispatch 2
// @chains on
// @expect no-race
// @expect never final result = 1
// @expect possible final result = 43
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
        atomicStore(wgFlag, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,
                    gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    } else if (id == 1) {
        if (atomicLoad(wgFlag, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) == 1) {
            atomicStore(devFlag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                        gl_SemanticsRelease | gl_SemanticsMakeAvailable);
        }
    } else if (id == 2) {
        if (atomicLoad(devFlag, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                       gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 1) {
            result = data + 1;
        }
    }
}
