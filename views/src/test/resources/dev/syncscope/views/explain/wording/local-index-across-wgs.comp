// @dispatch 2
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer R { uint r[]; };
void main() {
    r[gl_LocalInvocationIndex] = gl_WorkGroupID.x;
}
