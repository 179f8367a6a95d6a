// @subgroup-size 4
#version 450
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer R { uint r[4]; };
void main() {
    uint t = gl_SubgroupInvocationID;
    uvec4 b = subgroupBallot(true);
    bool high = subgroupBallotBitExtract(b, 4u + t);
    r[t] = high ? 1u : 0u;
}
