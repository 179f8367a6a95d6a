// Workgroup reduction over 1,024 invocations (GLSL): 4 workgroups of 256, subgroups of 32.
//
// Each invocation writes its input into shared memory, waits at barrier(), and invocation 0 of
// each workgroup sums two neighbours and publishes the partial sum to the output buffer.
//
// @dispatch 4
// @subgroup-size 32
// @length inputs = 1024
// @length sums = 4
#version 450
layout(local_size_x = 256) in;
layout(binding = 0) buffer In { uint inputs[]; };
layout(binding = 1) buffer Out { uint sums[]; };
shared uint partial[256];

void main() {
    uint i = gl_LocalInvocationID.x;
    partial[i] = inputs[gl_GlobalInvocationID.x] + 1;
    barrier();
    if (i == 0) {
        sums[gl_WorkGroupID.x] = partial[0] + partial[1];
    }
}
