// 64 invocations in one workgroup, 16 subgroups of 4: each stores, then sets its flag with a release at subgroup
// scope, which makes the flag available in its subgroup's domain (VK MM: Availability and Visibility). After 100
// steps the memory-domain graph sums up the other 15 subgroups as "sg 1–15 · available in 1 of 15 · visible to 1 of
// 60 · T36 wrote"; presenting at 1024×768 every label of the graph was hidden.
// @subgroup-size 4
// @length result = 64
// @length flag = 64
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 64) in;
layout(binding = 0) buffer Out { uint result[]; };
layout(binding = 1) buffer Flags { uint flag[]; };

void main() {
    uint i = gl_LocalInvocationID.x;
    result[i] = i + 1u;
    atomicStore(flag[i], 1u, gl_ScopeSubgroup, gl_StorageSemanticsBuffer, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
}
