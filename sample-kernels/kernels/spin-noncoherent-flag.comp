// Spin-wait on a plain (non-atomic, non-coherent) flag never sees the write (GLSL)
//
// Lesson: workgroup 0 stores flag = 1 with an ordinary store; workgroup 1 spins in
// while (flag == 0). Both accesses are private: the store makes nothing available and the
// load makes nothing visible (VK MM: Private vs. Non-Private, Availability and Visibility),
// and nothing makes the store happen-before any of the loads. So the write never becomes
// visible to workgroup 1, whose loads keep returning 0 — and they race with the store
// (VK MM: Data Race). On real hardware the compiler may even hoist the load out of the loop.
// Step it: once workgroup 0 is done, workgroup 1 can never read anything new, and SyncScope
// stops it with a spin diagnostic instead of looping forever.
// Fix: make the flag an atomic (atomicLoad/atomicStore at Device scope, with release/acquire
// if data rides on it; see mp-release-acquire.comp).
//
// @dispatch 2
// @expect diagnostic SPIN
// @expect stepper race flag
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer Flag { uint flag; };
layout(binding = 1) buffer Result { uint result; };

void main() {
    if (gl_WorkGroupID.x == 0) {
        flag = 1;
    } else {
        while (flag == 0) {
        }
        result = 1;
    }
}
