// @dispatch 2
// VK MM: Atomic Operation: the adds have workgroup scope and run in two workgroups. The kernel enables
// GL_KHR_memory_scope_semantics but not the Vulkan memory model (#pragma use_vulkan_memory_model), so it has no
// QueueFamily scope (SPIR-V: QueueFamily is enabled by the VulkanMemoryModel capability): the fix names the device.
#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer Count { uint count; };
void main() {
    atomicAdd(count, 1u, gl_ScopeWorkgroup, 0, 0);
}
