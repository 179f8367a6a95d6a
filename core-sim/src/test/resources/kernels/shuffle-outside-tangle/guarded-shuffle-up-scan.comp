// @subgroup-size 4
#version 450
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer R { uint r[]; };
void main() {
    uint v = gl_LocalInvocationIndex + 1u;
    for (uint d = 1u; d < gl_SubgroupSize; d <<= 1u) {
        uint o = subgroupShuffleUp(v, d);
        if (gl_SubgroupInvocationID >= d) {
            v += o;
        }
    }
    r[gl_LocalInvocationIndex] = v;
}
