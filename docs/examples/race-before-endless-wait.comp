// A race that only an execution whose wait never ends has. T1 writes z only when it reads y = 0, and then never
// sets flag: T0, which wrote z before y, waits for ever. Every execution that ends has T1 read y = 1 (synchronized
// with T0's release: no race on z); the one in which T0's wait never ends has T1's z = 2 unordered with T0's z = 1
// (VK MM: Data Race). No spin bound of the exhaustive check decides it; a stepper run reaches that execution and
// fails the kernel with its race (docs/limits.md, "A stepper run answers what the check left open").
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) buffer Flags { uint y; uint flag; };
layout(binding = 1) nonprivate buffer Z { uint z; };
const int B = gl_StorageSemanticsBuffer;
void main() {
    if (gl_LocalInvocationIndex == 0u) {
        z = 1u;
        atomicStore(y, 1u, gl_ScopeDevice, B, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
        while (atomicLoad(flag, gl_ScopeDevice, B, gl_SemanticsAcquire) == 0u) { }
    } else if (atomicLoad(y, gl_ScopeDevice, B, gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 0u) {
        z = 2u;
    } else {
        atomicStore(flag, 1u, gl_ScopeDevice, B, gl_SemanticsRelease);
    }
}
