// @alias a b
// @length a = 4
// @length b = 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) nonprivate buffer A { uint a[]; };
layout(binding = 1) nonprivate buffer B { uvec2 b[]; };
layout(binding = 2) buffer Result { uint r[]; };
void main() {
    b[0] = uvec2(5, 6);
    r[0] = a[1];
    a[2] = 9;
    r[1] = b[0].x;
}
