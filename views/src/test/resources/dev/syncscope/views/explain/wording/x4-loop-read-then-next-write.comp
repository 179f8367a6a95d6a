// @dispatch 1
// @length d = 5
// @length o = 4
// T0 reads d[3] in the first iteration, T1 writes it in the second (and T1 reads d[1] that T0 writes next).
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer Data { uint d[]; };
layout(binding = 1) buffer Out { uint o[]; };
void main() {
    uint l = gl_LocalInvocationID.x;
    for (uint i = 0u; i < 2u; i++) {
        d[2u * l + i] = i + 1u;
        o[2u * l + i] = d[2u * (1u - l) + 1u + i];
    }
}
