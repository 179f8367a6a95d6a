// Two invocations of one workgroup in two branches of one if/else, nothing between the write and the read (VK MM: Data
// Race): no control barrier stands between line 10 and line 12 where both pass it, so the fix is a flag.
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer R { uint result; };
void main() {
    uint i = gl_LocalInvocationID.x;
    if (i == 0u) {
        data = 1u;
    } else {
        result = data;
    }
}
