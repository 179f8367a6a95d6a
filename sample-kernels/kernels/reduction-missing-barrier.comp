// Workgroup reduction with a missing barrier(): a race on shared memory (GLSL)
//
// Lesson: two invocations sum four inputs (1, 2, 3, 4). Each adds its pair into the shared
// array partial, and invocation 0 then adds partial[0] and partial[1]. The barrier() between
// the two phases is missing. Step invocation 0 to its read of partial[1] before invocation 1
// has written it, or just after: the write is not visible to invocation 0 either way, because
// nothing happens-before between the write and the read (VK MM: Happens-Before). Shared
// memory is implicitly coherent in GLSL without the Vulkan memory model (per-access
// availability and visibility at Workgroup scope), but availability and visibility only help
// when a happens-before chain joins them (VK MM: Location-Ordered), so this is a data race on
// partial (VK MM: Data Race) and invocation 0 reads a stale partial[1] (line 31) — or, if it
// runs first, workgroup memory nobody has written yet, whose value is undefined.
// total = 10 is possible, and so are wrong sums. Fix: reduction-barrier.comp.
//
// @buffer inputs = 1,2,3,4
// @length inputs = 4
// @expect race partial
// @expect possible final total = 10
// @expect stale 31
// @expect diagnostic UNDEFINED_READ at 31
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer In { uint inputs[]; };
layout(binding = 1) buffer Out { uint total; };
shared uint partial[2];

void main() {
    uint i = gl_LocalInvocationID.x;
    partial[i] = inputs[2 * i] + inputs[2 * i + 1];
    if (i == 0) {
        total = partial[0] + partial[1];
    }
}
