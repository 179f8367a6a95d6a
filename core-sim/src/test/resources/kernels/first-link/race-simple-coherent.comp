// race-simple with a coherent buffer: still a write-write race (no happens-before)
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer Out { uint x; };
void main() {
    x = gl_LocalInvocationID.x + 1;
}
