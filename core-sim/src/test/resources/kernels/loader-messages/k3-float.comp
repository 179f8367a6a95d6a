#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer B { float f[]; };
shared float s[2];
void main() {
    uint i = gl_LocalInvocationID.x;
    s[i] = float(packDouble2x32(uvec2(i, 1u))) * 0.5;
    barrier();
    f[i] = s[1u - i] + sin(1.0);
}
