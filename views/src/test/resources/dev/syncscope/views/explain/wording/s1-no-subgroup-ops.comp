// @subgroup-size 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer Data { uint data; };
layout(binding = 1) buffer Result { uint result; };
void main() {
    uint l = gl_LocalInvocationID.x;
    if (l == 0) data = 42;
    if (l == 1) result = data;
}
