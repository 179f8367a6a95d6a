// barrier() in divergent control flow: barrier divergence (GLSL)
//
// Lesson: only invocation 0 calls barrier(); invocation 1 skips it and exits. Every
// invocation of the barrier's execution scope instance (here the workgroup) must execute the
// same dynamic instance of a control barrier, so it must sit in uniform control flow
// (SPIR-V OpControlBarrier; GLSL barrier(): "only in uniform control flow"). The memory
// model's barrier synchronization (VK MM: Synchronizes-With, control barriers) is defined only
// for such matching instances. Run it: invocation 0 arrives at a barrier that invocation 1
// never reaches; SyncScope reports barrier divergence on line 21 instead of hanging.
// Fix: call barrier() outside the if.
//
// @expect diagnostic BARRIER_DIVERGENCE at 21
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer Out { uint result[]; };

void main() {
    uint i = gl_LocalInvocationID.x;
    result[i] = 1;
    if (i == 0) {
        barrier();
    }
    result[i] = 2;
}
