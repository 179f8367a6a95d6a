#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer Out { uint a[2]; };
void sync() { barrier(); }
void main() {
    uint i = gl_LocalInvocationID.x;
    a[i] = 1u;
    if (i == 0u) { sync(); } else { sync(); }
    a[i] = 2u;
}
