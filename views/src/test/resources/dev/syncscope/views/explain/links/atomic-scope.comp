// @dispatch 2
// VK MM: Atomic Operation: two atomics are mutually ordered only when each is in the instance of the other's memory
// scope; the adds have workgroup scope and run in two workgroups.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer Count { uint count; };
void main() {
    atomicAdd(count, 1u, gl_ScopeWorkgroup, 0, 0);
}
