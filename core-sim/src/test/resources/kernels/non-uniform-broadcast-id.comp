// Each invocation asks subgroupBroadcast for lane i & 1: the Id is not dynamically uniform, which SPIR-V 1.5 and
// later make undefined behaviour (OpGroupNonUniformBroadcast), so every member faults in every execution.
// @subgroup-size 4
#version 450
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer R { uint r[]; };
void main() {
    uint i = gl_SubgroupInvocationID;
    r[i] = subgroupBroadcast(i * 10u, i & 1u);
}
