// coherent buffer, barrier() only: barrier semantics lack UniformMemory -> still a race
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer Buf { uint b[]; };
layout(binding = 1) buffer Out { uint r[]; };
void main() {
    uint i = gl_LocalInvocationID.x;
    b[i] = i + 10;
    barrier();
    r[i] = b[1 - i];
}
