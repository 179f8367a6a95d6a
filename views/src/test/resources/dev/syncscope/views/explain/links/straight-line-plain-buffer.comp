// Two invocations of one workgroup: each stores its element of a plain (not coherent) buffer, then reads the
// other's: private accesses (VK MM: Location-Ordered), so a barrier alone does not order them.
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer D { uint data[2]; };
layout(binding = 1) buffer R { uint result[2]; };
void main() {
    uint i = gl_LocalInvocationID.x;
    data[i] = i + 1u;
    result[i] = data[1u - i];
}
