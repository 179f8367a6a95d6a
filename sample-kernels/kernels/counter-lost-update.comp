// A counter every invocation increments without an atomic: lost updates (GLSL)
//
// Lesson: four invocations in two workgroups each add 1 to count with count = count + 1u,
// a read and then a write. Nothing orders one invocation's read and write against another's,
// so each pair of them is a data race on count (VK MM: Data Race), and the Vulkan memory
// model asks the application to have none. Step it round-robin: all four read 0 before any
// of them writes, and all four write 1. Three increments are lost: count ends at 1, not 4.
// Step one invocation to its end and then the next: its read still returns 0, a stale value,
// because the first one's write was never made visible to it (VK MM: Availability and
// Visibility); "Why this value?" names the missing link. The checker lists the values any
// execution may end with, 1 to 4. Fix: counter-atomic-add.comp.
//
// @dispatch 2
// @expect race count
// @expect possible final count = 1
// @expect possible final count = 4
// @expect stepper possible final count = 1
// @expect stale 25
// @expect diagnostic DATA_RACE at 25
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer Counter { uint count; };

void main() {
    count = count + 1u;
}
