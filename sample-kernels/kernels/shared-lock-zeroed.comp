// A lock in shared memory: zero it, then barrier() (GLSL)
//
// Lesson: shared memory has no initial value (VK MM: Allocation), so a lock kept there must be
// zeroed by the kernel. Invocation 0 zeroes lock and count with plain stores; barrier() then makes
// those stores available and visible to the whole workgroup before anyone takes the lock (VK MM:
// Location-Ordered), so they race with nothing. Each invocation takes the lock with a
// compare-exchange that has acquire semantics, adds one to count with plain accesses, and releases
// the lock with a release store: the count written before a release happens-before the next
// holder's read (VK MM: Synchronizes-With), so there is no race and result = 2 in every run.
// Step invocation 1 to the compare-exchange while invocation 0 holds the lock: it fails and reads
// 1 again and again, until invocation 0's release store reaches it. Without the first barrier()
// the plain store of lock would race with the compare-exchanges.
//
// @dispatch 1
// @expect stepper no-race
// @expect stepper final result = 2
// @expect no-diagnostic SPIN
// @expect no-diagnostic DEADLOCK
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
shared uint lock;
shared uint count;
layout(binding = 0) buffer Out { uint result; };

const int shared_ = gl_StorageSemanticsShared;
const int acquire = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
const int release = gl_SemanticsRelease | gl_SemanticsMakeAvailable;

void main() {
    if (gl_LocalInvocationID.x == 0u) {
        lock = 0u;
        count = 0u;
    }
    barrier();
    while (atomicCompSwap(lock, 0u, 1u, gl_ScopeWorkgroup, shared_, acquire,
                          gl_StorageSemanticsNone, gl_SemanticsRelaxed) != 0u) {
    }
    count = count + 1u;
    atomicStore(lock, 0u, gl_ScopeWorkgroup, shared_, release);
    barrier();
    if (gl_LocalInvocationID.x == 0u) {
        result = count;
    }
}
