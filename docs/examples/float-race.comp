#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer Out { float o[2]; };
shared float s;
void main() {
    uint i = gl_LocalInvocationID.x;
    if (i == 0u) { s = 2.5; }
    o[i] = s * 2.0;
}
