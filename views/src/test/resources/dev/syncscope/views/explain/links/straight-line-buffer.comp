// Two invocations of one workgroup: each stores its element of a coherent buffer, then reads the other's, with nothing
// between (VK MM: Data Race, no happens-before); straight-line code both pass, so a control barrier fits between.
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer D { uint data[2]; };
layout(binding = 1) buffer R { uint result[2]; };
void main() {
    uint i = gl_LocalInvocationID.x;
    data[i] = i + 1u;
    result[i] = data[1u - i];
}
