// @dispatch 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer Data { uint x; };
void main() {
    atomicAdd(x, 1u, gl_ScopeInvocation, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
}
