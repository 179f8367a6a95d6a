// @dispatch 2
// @length r = 1
// @expect race data
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) nonprivate buffer Data { uint data; };
layout(binding = 1) buffer Flag { uint flag; };
layout(binding = 2) buffer R { uint r[]; };
void main() {
    if (gl_WorkGroupID.x == 0) {
        data = 42;
        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
    } else {
        uint seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
        if (seen == 1) {
            uint v = data;
            r[v + 3u] = 1;
        }
    }
}
