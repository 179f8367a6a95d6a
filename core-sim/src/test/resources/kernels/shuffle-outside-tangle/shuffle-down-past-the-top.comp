// @subgroup-size 4
#version 450
#extension GL_KHR_shader_subgroup_shuffle_relative : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer R { uint r[]; };
void main() {
    uint i = gl_SubgroupInvocationID;
    uint next = subgroupShuffleDown(i * 10u, 1u);
    if (next > 15u) {
        r[i] = 1u;
    }
}
