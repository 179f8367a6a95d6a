// Three invocations append to a buffer with one slot: each takes the next slot with atomicAdd, so two of
// them write past the end in every execution (kept[1] and kept[2]: an out-of-bounds access, a fault).
// `syncscope check` answers "FAILED: a fault in every execution" with a line per fault ("fault: T1 stops at ...:
// out-of-bounds access kept[1] (it has 1 location) in some execution": which two, the adds' order decides).
// @length kept = 1
#version 450
layout(local_size_x = 3) in;
layout(binding = 1) buffer Count { uint count; };
layout(binding = 2) buffer Kept { uint kept[]; };
void main() {
    uint slot = atomicAdd(count, 1u);
    kept[slot] = gl_LocalInvocationIndex + 1;
}
