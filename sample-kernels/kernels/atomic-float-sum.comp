// Atomic float adds: no update is lost, but the sum depends on their order (GLSL)
//
// Lesson: three invocations add 1.0E8, 1.0 and -1.0E8 to the float s with atomicAdd
// (GL_EXT_shader_atomic_float, OpAtomicFAddEXT), and 1 each to the counter n. Atomics at device scope,
// through one reference, are mutually-ordered, so nothing races and no add is lost (VK MM: Data Race;
// the counter ends at 3, as in counter-atomic-add.comp). But the adds reach memory in any order, and a
// float near 1.0E8 has neighbours 8 apart: adding 1.0 to 1.0E8 (or to -1.0E8) rounds back to it. Of the
// six orders, the two that add the large ones first end at 1.0, the four others lose the 1.0 and end at
// 0.0, so s is 0.0 or 1.0 from one run to the next on the same device. These sums round to nearest, as
// SyncScope's OpFAdd does; a device rounding toward zero can also end at 8.0 (1.0 + -1.0E8 is then
// -99999992). Open the Outcomes tab to see both sums, and step T0, then T2, then T1 to reach 1.0
// (round-robin gives 0.0). A sum that must not change from run to run takes a fixed order:
// float-sum-order.comp.
//
// @expect no-race
// @expect final n = 3
// @expect possible final s = 1.0
// @expect possible final s = 0.0
// @expect stepper final n = 3
// @expect no-stale
#version 450
#extension GL_EXT_shader_atomic_float : require
layout(local_size_x = 3) in;
layout(binding = 0) buffer Sum { float s; uint n; };

const float terms[3] = float[3](1.0e8, 1.0, -1.0e8);

void main() {
    atomicAdd(s, terms[gl_LocalInvocationID.x]);
    atomicAdd(n, 1u);
}
