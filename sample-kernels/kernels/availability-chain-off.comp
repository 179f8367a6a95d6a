// Availability chains: without the device feature, a write stops at the workgroup (GLSL)
//
// Lesson: invocation 0 (workgroup 0) writes data = 42 and releases wgFlag at Workgroup scope
// with MakeAvailable, so the write becomes available in workgroup 0's domain. Invocation 1,
// in the same workgroup, acquires wgFlag and then releases devFlag at Device scope with
// MakeAvailable; invocation 2 (workgroup 1) acquires devFlag with MakeVisible and copies
// data + 1 to result. Happens-before runs all the way from the write to the read, but the
// write is only carried to the shader domain if invocation 1's availability operation can
// continue invocation 0's: an availability chain (VK MM: Availability and Visibility). When
// vulkanMemoryModelAvailabilityVisibilityChains is VK_FALSE — the default here, as on many
// drivers — each chain must have a single element (VK MM: Location-Ordered), so data = 42
// never leaves workgroup 0's domain: workgroup 1 may see devFlag = 1 and still read 0, and
// the accesses to data race. Step invocations 0, 1, 2 in turn and watch where data = 42 is
// available. With the feature on: availability-chain-on.comp. Portable fix: make invocation
// 0's release Device scope.
//
// @dispatch 2
// @expect race data
// @expect possible final result = 1
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
