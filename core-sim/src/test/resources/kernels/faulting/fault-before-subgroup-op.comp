// @subgroup-size 2
// @length r = 1
#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 2) in;
layout(binding = 0) buffer R { uint r[]; };
layout(binding = 1) buffer O { uint o[2]; };
void main() {
    uint t = gl_LocalInvocationIndex;
    r[t] = 5u;
    o[t] = subgroupAdd(t + 1u);
}
