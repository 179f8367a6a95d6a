// @subgroup-size 4
// @dispatch 2
// @length r = 128
#version 450
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_clustered : require
#extension GL_KHR_shader_subgroup_vote : require
layout(local_size_x = 8) in;
layout(binding = 0) buffer R { uint r[]; };
void main() {
    uint t = gl_GlobalInvocationID.x;
    uint b = t * 8u;
    r[b + 0u] = subgroupBroadcast(t * 10u, 2u);
    r[b + 1u] = subgroupBallot(t % 3u == 0u).x;
    r[b + 2u] = subgroupElect() ? 1u : 0u;
    r[b + 3u] = subgroupShuffleXor(t, 3u);
    r[b + 4u] = subgroupInclusiveAdd(t);
    r[b + 5u] = subgroupExclusiveMax(t);
    r[b + 6u] = subgroupClusteredAdd(t, 2u);
    r[b + 7u] = gl_SubgroupInvocationID * 100u + gl_SubgroupID * 10u + gl_NumSubgroups + (subgroupAllEqual(t / 4u) ? 1000u : 0u);
}
