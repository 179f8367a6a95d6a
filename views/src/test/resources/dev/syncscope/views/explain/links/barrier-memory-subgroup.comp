// @subgroup-size 2
// VK MM: Synchronizes-With, fence-control-barrier-fence: "A and B are in the instance of each other's memory
// scopes"; the barrier at line 14 has Workgroup execution but Subgroup memory scope, so T0 and T2 (two subgroups) both
// wait at it, but it orders their execution only.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer Result { uint result[]; };
shared uint s[4];
void main() {
    uint l = gl_LocalInvocationID.x;
    s[l] = l + 1;
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeSubgroup, gl_StorageSemanticsShared, gl_SemanticsAcquireRelease | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible);
    result[l] = s[l ^ 2u];
}
