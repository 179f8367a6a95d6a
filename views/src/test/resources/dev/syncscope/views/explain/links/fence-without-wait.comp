// @dispatch 1
#version 450
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer Out { uint total; };
shared uint s[4];
void main() {
    uint t = gl_LocalInvocationID.x;
    s[t] = t + 1u;
    barrier();
    for (uint stride = 2u; stride > 0u; stride >>= 1u) {
        if (t < stride) s[t] += s[t + stride];
        memoryBarrierShared();
    }
    if (t == 0u) total = s[0];
}
