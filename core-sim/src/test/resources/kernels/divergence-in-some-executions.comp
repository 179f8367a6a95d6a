// Barrier divergence in some executions only: T1 meets the barrier when its load reads T0's store (1) and finishes
// without it when it reads the initial 0, which T0 then meets alone (SPIR-V OpControlBarrier: every invocation of the
// workgroup must execute the same dynamic instance). Nothing orders the store before the load, so both are allowed.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) buffer B { uint x; };
void main() {
    uint v = 1u;
    if (gl_LocalInvocationIndex == 0u) {
        atomicStore(x, 1u, gl_ScopeDevice, 0, 0);
    } else {
        v = atomicLoad(x, gl_ScopeDevice, 0, 0);
    }
    if (v == 1u) {
        barrier();
    }
}
