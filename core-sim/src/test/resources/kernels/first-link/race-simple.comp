// two invocations write the same buffer location non-atomically
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer Out { uint x; };
void main() {
    x = gl_LocalInvocationID.x + 1;
}
