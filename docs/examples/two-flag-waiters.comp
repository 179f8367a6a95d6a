// Three invocations wait for two flags that a fourth raises after writing the data (GLSL)
//
// The waiters' loop reads a, then b, every iteration: a wait of two reads. Until the spin-periods
// branch the checker shortened only waits of one read, so each waiter kept 2,112 paths (runs of
// a = 1, b = 0 up to the spin bound) and `check` reached its 60 s time limit: UNKNOWN. Now each
// keeps 18 and the check finishes in a few seconds: seen[1..3] = 42 in every execution, no race
// (its last line is still UNKNOWN, exit 3: the waits cut at the spin bound leave open an execution
// in which a wait never ends; see docs/limits.md)
// (the acquire load of b that ends a wait reads the producer's release store, which orders
// data = 42 before the read after the loop: VK MM: Synchronizes-With). See docs/performance.md,
// "Waits on two flags".
//
// @dispatch 4
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) nonprivate buffer Data { uint data; };
layout(binding = 1) buffer Flags { uint a; uint b; };
layout(binding = 2) nonprivate buffer Seen { uint seen[]; };

const int buffers = gl_StorageSemanticsBuffer;
const int acquire = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
const int release = gl_SemanticsRelease | gl_SemanticsMakeAvailable;

void main() {
    uint i = gl_WorkGroupID.x;
    if (i == 0u) {
        data = 42u;
        atomicStore(a, 1u, gl_ScopeDevice, buffers, release);
        atomicStore(b, 1u, gl_ScopeDevice, buffers, release);
    } else {
        while (atomicLoad(a, gl_ScopeDevice, buffers, acquire) == 0u
               || atomicLoad(b, gl_ScopeDevice, buffers, acquire) == 0u) {
        }
        seen[i] = data;
    }
}
