// @dispatch 2
// VK MM: Synchronizes-With (fence forms: a release barrier A "program-ordered before" the atomic write X): without
// GL_KHR_memory_scope_semantics, the writer's memoryBarrier() comes after its atomicExchange of the flag, and the reader
// has no memoryBarrier() after its atomicAdd(flag, 0u): both sides are missing.
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint res; };
void main() {
    if (gl_WorkGroupID.x == 0u) {
        data = 1u;
        atomicExchange(flag, 1u);
        memoryBarrier();
    } else {
        while (atomicAdd(flag, 0u) == 0u) { }
        res = data + 10u;
    }
}
