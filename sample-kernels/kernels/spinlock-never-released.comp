// A spinlock whose early return keeps the lock (GLSL)
//
// Lesson: three workgroups take a compare-exchange spinlock to add one item to a buffer
// that holds one. The first holder adds it and releases the lock. The second finds the
// buffer full and returns early, still holding the lock. The third spins forever: its
// atomicCompSwap keeps reading lock = 1 and fails, writing nothing, and no invocation that
// could still write lock is left. A failed compare-exchange is only a read
// (VK MM: Atomic Operation), so SyncScope stops the spinner with a spin diagnostic at the
// compare-exchange instead of running until memory fills; an
// atomicOr(lock, 0u) poll, which writes back what it read, is stopped the same way.
// The lock itself is correct while it is released: the acquire of a successful
// compare-exchange reads the holder's release store, so the count written before the
// release happens-before the next holder's read of it (VK MM: Synchronizes-With,
// Availability and Visibility Semantics) and there is no race. count ends at 1 in every
// run. Fix: release the lock on every path out of the critical section. Checked by the
// stepper only: in every execution one invocation waits for ever, so the checker finds none that ends.
//
// @dispatch 3
// @expect diagnostic SPIN at 36
// @expect stepper final count = 1
// @expect stepper no-race
// @expect no-diagnostic DEADLOCK
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer Lock { uint lock; };
layout(binding = 1) nonprivate buffer Count { uint count; };

const int buffers = gl_StorageSemanticsBuffer;
const int acquire = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
const int release = gl_SemanticsRelease | gl_SemanticsMakeAvailable;

void main() {
    // take the lock: the compare-exchange succeeds when it reads 0 (and writes 1), with acquire semantics
    while (atomicCompSwap(lock, 0u, 1u, gl_ScopeDevice, buffers, acquire, gl_StorageSemanticsNone, gl_SemanticsRelaxed) != 0u) {
    }
    if (count >= 1u) {
        return;             // the bug: this path keeps the lock
    }
    count = count + 1u;
    atomicStore(lock, 0u, gl_ScopeDevice, buffers, release);
}
