// @subgroup-size 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) buffer F { uint flag; };
layout(binding = 1) buffer R { uint r[1]; };
layout(binding = 2) buffer O { uint o[2]; };
void main() {
    uint t = gl_LocalInvocationIndex;
    if (t == 0u) {
        atomicStore(flag, 1u, gl_ScopeWorkgroup, 0, 0);
    } else {
        uint v = atomicLoad(flag, gl_ScopeWorkgroup, 0, 0);
        r[v] = 5u;
    }
    o[t] = subgroupAdd(1u);
}
