// @subgroup-size 1
// VK MM: Synchronizes-With (fence-control-barrier-fence): the release barrier has subgroup scope, and with one
// invocation a subgroup its instance does not include T1.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
shared uint data;
layout(binding = 0) buffer Out { uint result; };
void main() {
    if (gl_LocalInvocationID.x == 0u) { data = 1u; }
    memoryBarrier(gl_ScopeSubgroup, gl_StorageSemanticsShared, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, 0, 0);
    memoryBarrier(gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsAcquire | gl_SemanticsMakeVisible);
    if (gl_LocalInvocationID.x == 1u) { result = data; }
}
