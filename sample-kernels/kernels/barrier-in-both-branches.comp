// barrier() in both branches of an if: still barrier divergence (GLSL)
//
// Lesson: both invocations call barrier(), but invocation 0 calls the one in the then-branch
// and invocation 1 the one in the else-branch: two different OpControlBarrier instructions.
// A control barrier is undefined "unless all invocations within Execution execute the same
// dynamic instance of this instruction" (SPIR-V OpControlBarrier; dynamic instance: SPIR-V
// 2.2.5), so the barrier must sit in uniform control flow even when every path has one.
// Many GPUs happen to match the two, which is why this bug survives testing. Run it:
// SyncScope pairs the two barriers by count and reports barrier divergence where the
// second one arrives (line 26 when invocation 0 runs first).
// Fix: one barrier() after the if.
//
// @expect diagnostic BARRIER_DIVERGENCE at 26
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer Out { uint result[2]; };
shared uint s[2];

void main() {
    uint i = gl_LocalInvocationID.x;
    s[i] = i + 1u;
    if (i == 0u) {
        barrier();
        result[0] = s[1];
    } else {
        barrier();
        result[1] = s[0];
    }
}
