// The nearest hit kept by two 32-bit atomics: a torn pair, and no race (GLSL)
//
// Lesson: two invocations each report a hit, a depth and an id: invocation 0 at depth 5, invocation 1 at
// depth 3. Each keeps the nearest with atomicMin on best[0], and when its depth was the smaller one it
// writes its id to best[1] with atomicExchange. Every access is atomic, through one buffer and at device
// scope, so each pair is mutually ordered and there is no data race (VK MM: Data Race excludes
// mutually-ordered atomic operations). Yet the pair can tear: invocation 0's atomicMin runs first and
// sees the initial 0xFFFFFFFF, invocation 1's atomicMin then writes 3, invocation 1 writes its id 1,
// and invocation 0, late, writes its id 0. The result is depth 3 with id 0, a hit that does not exist.
// best[0] and best[1] each have their own scoped modification order, and a read-modify-write is atomic
// on its own location only (VK MM: Scoped Modification Order Coherence: it comes immediately after the
// write it reads in that order); nothing orders the two pairs of accesses as one. The depth always ends
// at 3, and the id at 1 or 0. Fix: depth-id-one-atomic.comp.
//
// @dispatch 1
// @buffer best = 0xFFFFFFFF, 0xFFFFFFFF
// @expect no-race
// @expect possible final best = 3, 0
// @expect possible final best = 3, 1
// @expect never final best = 5, 0
// @expect never final best = 3, 4294967295
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer Best { uint best[2]; };

void main() {
    uint id = gl_LocalInvocationID.x;
    uint depth = id == 0u ? 5u : 3u;
    uint previous = atomicMin(best[0], depth);
    if (depth < previous) {
        atomicExchange(best[1], id);
    }
}
