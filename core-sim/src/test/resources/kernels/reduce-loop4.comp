// @dispatch 1
// @buffer inputs = 1,2,3,4
// @length inputs = 4
// @length sums = 1
#version 450
layout(local_size_x = 4) in;
layout(binding = 0) buffer In { uint inputs[]; };
layout(binding = 1) buffer Out { uint sums[]; };
shared uint partial[4];
void main() {
    uint i = gl_LocalInvocationID.x;
    partial[i] = inputs[i];
    barrier();
    for (uint stride = 2u; stride > 0u; stride /= 2u) {
        if (i < stride) {
            partial[i] = partial[i] + partial[i + stride];
        }
        barrier();
    }
    if (i == 0u) {
        sums[0] = partial[0];
    }
}
