// A lock in shared memory, zeroed by a plain store before a barrier, taken by three invocations (GLSL)
//
// Shared memory has no initializer (VK MM: Allocation), so invocation 0 zeroes the lock and the count
// with plain stores, and barrier() makes them available and visible in the workgroup before anyone
// takes the lock (VK MM: Location-Ordered). Each invocation then spins on a compare-exchange with
// acquire semantics, adds one to count and releases the lock with a release store: the count written
// before a release happens-before the next holder's read (VK MM: Synchronizes-With), so there is no
// race and result = 3 in every execution.
//
// The checker shortens the spins as for a lock zeroed with atomicStore: every candidate orders the plain
// store before each atomic access to the lock, so it races with none of the waits' reads. Until session
// 61 any plain store to the lock kept every wait whole, and `check` reached its 60 s time limit at spin
// bound 32 (UNKNOWN: a limit was reached); now it answers for every execution that ends in about 12 s
// (the last line is still UNKNOWN, exit 3: a wait that never ends stays open). See docs/limits.md.
//
// @dispatch 1
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 3) in;
shared uint lock;
shared uint count;
layout(binding = 0) buffer Out { uint result; };

const int wg = gl_StorageSemanticsShared;
const int acquire = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
const int release = gl_SemanticsRelease | gl_SemanticsMakeAvailable;

void main() {
    if (gl_LocalInvocationID.x == 0u) {
        lock = 0u;
        count = 0u;
    }
    barrier();
    while (atomicCompSwap(lock, 0u, 1u, gl_ScopeWorkgroup, wg, acquire, gl_StorageSemanticsNone, gl_SemanticsRelaxed) != 0u) {
    }
    count = count + 1u;
    atomicStore(lock, 0u, gl_ScopeWorkgroup, wg, release);
    barrier();
    if (gl_LocalInvocationID.x == 0u) {
        result = count;
    }
}
