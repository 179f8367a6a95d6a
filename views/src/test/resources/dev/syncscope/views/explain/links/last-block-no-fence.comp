// Last-block-done reduction: each workgroup writes its partial sum and bumps a counter with no memory barrier;
// the workgroup that sees count == N-1 sums all partials (the GPU audit of session 88)
// @dispatch 2
// @buffer inp = 1,2,3,4
// @length inp = 4
// @length partials = 2
#version 450
layout(local_size_x = 2) in;
layout(std430, binding = 0) buffer In { uint inp[]; };
layout(std430, binding = 1) coherent buffer Partials { uint partials[]; };
layout(std430, binding = 2) buffer Counter { uint counter; };
layout(std430, binding = 3) buffer Out { uint total; };
shared uint s[2];
shared bool amLast;
void main() {
    uint t = gl_LocalInvocationID.x;
    s[t] = inp[gl_GlobalInvocationID.x];
    barrier();
    if (t == 0u) {
        partials[gl_WorkGroupID.x] = s[0] + s[1];
        uint prev = atomicAdd(counter, 1u);
        amLast = (prev == gl_NumWorkGroups.x - 1u);
    }
    barrier();
    if (amLast && t == 0u) {
        total = partials[0] + partials[1];
    }
}
