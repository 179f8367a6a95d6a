// @subgroup-size 2
// @dispatch 2
#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer Out { uint r[8]; };
void main() {
    uint g = gl_GlobalInvocationID.x;
    r[g] = g;
    if (gl_WorkGroupID.x == 1u && gl_LocalInvocationID.x == 3u) {
        subgroupBarrier();
    }
    r[g] = g + 1u;
}
