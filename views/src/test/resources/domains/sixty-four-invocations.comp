// 64 invocations in one workgroup, 16 subgroups of 4: each stores, waits at a subgroup barrier, and stores to its
// neighbour's element. The memory-domain graph draws invocation 0's subgroup and sums up the other 15 in one node
// ("sg 1–15 · visible to 1 of 60 · T63 wrote"), whose long label crowded the graph in presentation mode.
// @subgroup-size 4
// @length result = 64
#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 64) in;
layout(binding = 0) buffer Out { uint result[]; };

void main() {
    uint i = gl_LocalInvocationID.x;
    result[i] = i + 1u;
    subgroupMemoryBarrierBuffer();
    subgroupBarrier();
    result[i ^ 1u] = i;
}
