// @dispatch 2
// Two plain stores of two workgroups, nothing between them (VK MM: Data Race). A GLSL 4.50 kernel without the
// memory-scope extension has no atomicStore: atomicExchange.
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer D { uint data; };
void main() {
    if (gl_WorkGroupID.x == 0) { data = 1; }
    if (gl_WorkGroupID.x == 1) { data = 2; }
}
