// Float sums depend on the order of the additions (GLSL)
//
// Lesson: two invocations sum four floats, 1.0E8, 1.0, -1.0E8 and -1.0, whose exact sum is 0, in two
// orders. A float near 1.0E8 has 24 bits of significand, so its neighbours are 8 apart: Vulkan makes
// OpFAdd correctly rounded, and GLSL leaves the rounding mode to the device, so 1.0E8 + 1.0 is 1.0E8
// rounding to nearest or toward zero (the two modes Vulkan's float controls name, RTE and RTZ; a
// device rounding up or down gives another tree sum), and -1.0E8 + -1.0 is -1.0E8. The tree order adds
// pairs first: each invocation stores its pair's sum in partial[i] (1.0E8 and -1.0E8), barrier() makes
// both visible to invocation 0 (VK MM: Synchronizes-With, as in reduction-barrier.comp), and 1.0E8 +
// -1.0E8 is 0.0, the exact sum. The serial order, invocation 0 alone adding inputs[0..3] from left to
// right, loses the 1.0 when it adds it to 1.0E8 and gives -1.0. precise makes a compiler evaluate the
// additions as written, in this order. Nothing races: step to the barrier and read partial[0] = 1.0E8 and
// partial[1] = -1.0E8 in the memory tab, then run on and compare tree and serial. subgroupAdd of
// floats leaves its order to the device too, and SyncScope notes it where a kernel uses one.
//
// @buffer inputs = 1.0E8, 1.0, -1.0E8, -1.0
// @expect no-race
// @expect final tree = 0.0
// @expect final serial = -1.0
// @expect never final serial = 0.0
// @expect no-stale
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer In { float inputs[4]; };
layout(binding = 1) buffer Out { float tree; float serial; };
shared float partial[2];

void main() {
    uint i = gl_LocalInvocationID.x;
    precise float pair = inputs[2 * i] + inputs[2 * i + 1];
    partial[i] = pair;
    barrier();
    if (i == 0u) {
        precise float t = partial[0] + partial[1];
        tree = t;
        precise float s = 0.0;
        for (int k = 0; k < 4; k++) {
            s += inputs[k];
        }
        serial = s;
    }
}
