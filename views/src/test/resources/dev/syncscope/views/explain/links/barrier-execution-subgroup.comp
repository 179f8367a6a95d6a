// @subgroup-size 2
// VK MM: Synchronizes-With, control barrier: "A and B are in the instance of C's execution scope"; the barrier at
// line 14 has Subgroup execution scope, and T0 and T2 (subgroups of 2) are in two subgroups, so it does not
// synchronize them, whatever its semantics.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer Result { uint result[]; };
shared uint s[4];
void main() {
    uint l = gl_LocalInvocationID.x;
    s[l] = l + 1;
    controlBarrier(gl_ScopeSubgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsAcquireRelease | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible);
    result[l] = s[l ^ 2u];
}
