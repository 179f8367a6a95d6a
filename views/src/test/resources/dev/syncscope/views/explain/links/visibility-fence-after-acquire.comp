// @subgroup-size 1
// T0 and T1, one workgroup, two subgroups. T1's acquire load at workgroup scope has no MakeVisible; the acquire barrier
// after it has MakeVisible at subgroup scope only, a domain T0's write was not made available in (VK MM: Availability
// and Visibility: "VIS ... for which (W,L) is available in any domain in the source scope"): data races.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) nonprivate buffer Data { uint data; };
layout(binding = 1) buffer Flag { uint flag; };
layout(binding = 2) buffer Result { uint result; };
void main() {
    if (gl_LocalInvocationID.x == 0) {
        data = 42;
        atomicStore(flag, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,
                    gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    } else {
        while (atomicLoad(flag, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) == 0u) { }
        memoryBarrier(gl_ScopeSubgroup, gl_StorageSemanticsBuffer, gl_SemanticsAcquire | gl_SemanticsMakeVisible);
        result = data + 1;
    }
}
