// A consumer waits for two flags, and one producer returns early (GLSL)
//
// Lesson: workgroups 0 and 1 each compute half of a result and raise a flag with a release
// store; workgroup 2 waits for both flags with acquire loads, then adds the halves. Workgroup 1
// returns early when its input is empty, without raising its flag. So the consumer's loop reads
// ready0 = 1 and ready1 = 0 round and round, and no invocation that could still write ready1 is
// left. SyncScope watches every read of the loop (both loads of an iteration, up to eight), sees
// the same values come back from the same state, and stops the waiter with a spin diagnostic at
// the loop instead of running until memory fills. The halves themselves are published
// correctly: the producer's release store of its flag, read by the consumer's acquire load,
// orders the half before the consumer reads it (VK MM: Synchronizes-With, Availability and
// Visibility Semantics), so there is no race. Fix: raise the flag on every path out of a
// producer (with an empty half), or count the producers that finished.
//
// @dispatch 3
// @expect diagnostic SPIN at 44
// @expect stepper final sum = 0
// @expect stepper no-race
// @expect no-diagnostic DEADLOCK
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer Input { uint count1; };
layout(binding = 1) nonprivate buffer Halves { uint half0; uint half1; };
layout(binding = 2) buffer Ready { uint ready0; uint ready1; };
layout(binding = 3) buffer Result { uint sum; };

const int buffers = gl_StorageSemanticsBuffer;
const int acquire = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
const int release = gl_SemanticsRelease | gl_SemanticsMakeAvailable;

void main() {
    if (gl_WorkGroupID.x == 0u) {
        half0 = 20u;
        atomicStore(ready0, 1u, gl_ScopeDevice, buffers, release);
    } else if (gl_WorkGroupID.x == 1u) {
        if (count1 == 0u) {
            return;             // the bug: this path never raises ready1
        }
        half1 = 22u;
        atomicStore(ready1, 1u, gl_ScopeDevice, buffers, release);
    } else {
        while (atomicLoad(ready0, gl_ScopeDevice, buffers, acquire) == 0u
               || atomicLoad(ready1, gl_ScopeDevice, buffers, acquire) == 0u) {
        }
        sum = half0 + half1;
    }
}
