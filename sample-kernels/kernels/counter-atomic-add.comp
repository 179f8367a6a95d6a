// The same counter with atomicAdd: no update is lost (GLSL)
//
// Lesson: the four invocations of counter-lost-update.comp now add 1 with atomicAdd(count, 1u),
// one atomic read-modify-write at device scope. Atomics at a scope that includes both
// invocations, through the same reference, are mutually-ordered, so they do not race
// (VK MM: Data Race), even with relaxed semantics. Each read-modify-write reads the write just
// before it in count's scoped modification order, or the initial value when it is first: any
// other would close a cycle of reads-from, from-reads and that order (VK MM: Acyclicity), so
// the four read 0, 1, 2 and 3 in some order and count always ends at 4. Relaxed is enough for
// a counter: nothing else is published through it. To also publish data with it, see
// ticket-lock.comp and mp-release-acquire.comp.
//
// @dispatch 2
// @expect no-race count
// @expect final count = 4
// @expect stepper final count = 4
// @expect no-stale
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer Counter { uint count; };

void main() {
    atomicAdd(count, 1u);
}
