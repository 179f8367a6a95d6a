// @subgroup-size 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) buffer R { uint r[2]; };
layout(binding = 1) buffer F { uint flag; };
void main() {
    uint t = gl_LocalInvocationIndex;
    if (t == 0u) {
        while (atomicLoad(flag, gl_ScopeWorkgroup, 0, 0) == 0u) { }
        r[0] = subgroupAdd(1u);
    } else {
        r[1] = subgroupAdd(1u);
        atomicStore(flag, 1u, gl_ScopeWorkgroup, 0, 0);
    }
}
