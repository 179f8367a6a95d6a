// The nearest hit kept by one 64-bit atomic: the pair never tears (GLSL)
//
// Lesson: the fix of depth-id-two-atomics.comp. Each invocation packs its depth into the high 32 bits
// and its id into the low 32 bits of one uint64_t, and keeps the nearest hit with one atomicMin on key
// (GL_EXT_shader_atomic_int64). Comparing the packed values compares the depths first, so the smallest
// key is the nearest hit with its own id. Depth and id are now one 64-bit value, which each access reads
// and writes whole (eight memory locations in the spec's bytes, one location in SyncScope), written by one
// atomic read-modify-write, which comes immediately after the write it reads in the value's scoped
// modification order (VK MM: Scoped Modification Order Coherence): whichever runs first, the key ends at
// (3 << 32) | 1 = 12884901889 in every execution, depth 3 with id 1. There is no data race: the two
// atomics are mutually ordered (one buffer, device scope).
//
// @dispatch 1
// @buffer key = 0xFFFFFFFFFFFFFFFF
// @expect no-race
// @expect final key = 12884901889
// @expect stepper final key = 12884901889
#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_atomic_int64 : require
layout(local_size_x = 2) in;
layout(binding = 0) buffer Best { uint64_t key; };

void main() {
    uint id = gl_LocalInvocationID.x;
    uint depth = id == 0u ? 5u : 3u;
    atomicMin(key, (uint64_t(depth) << 32) | uint64_t(id));
}
