#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer Out { uint flag; uint done[2]; };
void main() {
    uint i = gl_LocalInvocationID.x;
    if (i == 1u) {
        while (flag == 0u) { }
    }
    barrier();
    if (i == 0u) {
        flag = 1u;
    }
    done[i] = 1u;
}
