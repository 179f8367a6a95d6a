// @subgroup-size 4
#version 450
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer R { uint r[4]; };
void main() {
    uint t = gl_SubgroupInvocationID;
    uvec4 b = subgroupBallot(t > 7u);
    uint first = subgroupBallotFindLSB(b);
    uint seen = subgroupBallotFindLSB(subgroupBallot(t >= 2u));
    r[t] = seen + first;
    if (t == 0u && subgroupBallotBitCount(b) > 0u) { r[0] = first; }
}
