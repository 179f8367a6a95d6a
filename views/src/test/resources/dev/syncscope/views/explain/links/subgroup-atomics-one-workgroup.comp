// @subgroup-size 1
// Two atomicAdd at gl_ScopeSubgroup by invocations of one workgroup and two subgroups: neither is in the instance of
// the other's memory scope, so they are not mutually ordered (VK MM: Data Race); gl_ScopeWorkgroup holds both.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) buffer C { uint counter; };
void main() {
    atomicAdd(counter, 1u, gl_ScopeSubgroup, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
}
