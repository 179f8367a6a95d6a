// barrier() in divergent control flow: barrier divergence (GLSL)
//
// Lesson: only invocation 0 calls barrier(); invocation 1 skips it and exits. A control
// barrier's execution scope instance (here the workgroup) must be reached by all of its
// invocations in uniform control flow (SPIR-V OpControlBarrier; VK MM: Synchronizes-With
// counts barrier instances per scope instance). Run it: invocation 0 waits at the barrier for
// an invocation that never comes; SyncScope reports barrier divergence on line 19 instead of
// hanging. Fix: call barrier() outside the if.
//
// @expect diagnostic BARRIER_DIVERGENCE at 19
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
