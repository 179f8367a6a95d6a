// Two workgroups, each with its own shared array (GLSL).
//
// Workgroup memory is instantiated once per workgroup: the program model has one reference per
// instance (s@wg0, s@wg1), reachable by that workgroup's invocations only, and the memory-domain
// graph draws a leaf (T2, s@wg1) but no leaf (T2, s@wg0).
//
// @dispatch 2
// @length data = 4
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer B { uint data[]; };
shared uint s[2];

void main() {
    uint i = gl_LocalInvocationID.x;
    s[i] = gl_GlobalInvocationID.x + 1;
    barrier();
    data[gl_GlobalInvocationID.x] = s[1 - i];
}
