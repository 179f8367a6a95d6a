// @dispatch 2
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uvec2 v; };
void main() {
    uint g = gl_WorkGroupID.x;
    if (g == 0) v = uvec2(1, 2); else v.y = 9;
}
