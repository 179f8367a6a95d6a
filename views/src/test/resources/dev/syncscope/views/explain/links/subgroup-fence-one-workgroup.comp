// @subgroup-size 1
// T0 and T1 are in one workgroup and two subgroups; subgroupMemoryBarrier() has subgroup scope (VK MM:
// Synchronizes-With, "in the instance of each other's memory scopes"), so the fences do not synchronize. A GLSL 4.50
// kernel without GL_KHR_memory_scope_semantics: the fix is groupMemoryBarrier(), the narrowest scope that holds both.
#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint result; };
void main() {
    if (gl_LocalInvocationID.x == 0) {
        data = 1;
        subgroupMemoryBarrier();
        atomicExchange(flag, 1u);
    } else {
        while (atomicAdd(flag, 0u) != 1u) { }
        subgroupMemoryBarrier();
        result = data + 10;
    }
}
