// Barrier divergence in every execution, at two places: T0 meets a barrier T1 never meets, and T1 finishes at line
// 18 or at line 21 (the end of main) by the value its load reads (SPIR-V OpControlBarrier: every invocation of the workgroup must
// execute the same dynamic instance). Each divergence (named by where T1 finishes) is in some execution only.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) buffer B { uint x; uint y; };
void main() {
    if (gl_LocalInvocationIndex == 0u) {
        atomicStore(x, 1u, gl_ScopeDevice, 0, 0);
        barrier();
        return;
    }
    uint v = atomicLoad(x, gl_ScopeDevice, 0, 0);
    if (v == 1u) {
        atomicStore(y, 1u, gl_ScopeDevice, 0, 0);
        return;
    }
    atomicStore(y, 2u, gl_ScopeDevice, 0, 0);
}
