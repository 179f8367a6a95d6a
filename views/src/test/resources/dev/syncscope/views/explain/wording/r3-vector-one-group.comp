// r3-vector.comp with its two invocations in one workgroup
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer B { uvec2 v; };
void main() {
    uint g = gl_LocalInvocationIndex;
    if (g == 0) v = uvec2(1, 2); else v.y = 9;
}
