// @subgroup-size 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 2) in;
layout(binding = 0) buffer Data { uint d[2]; };
void main() {
    uint l = gl_SubgroupInvocationID;
    d[l] = d[1u - l] + 1u;
}
