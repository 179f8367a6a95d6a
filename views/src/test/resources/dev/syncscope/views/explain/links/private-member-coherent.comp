// Only member a of the block is coherent; b is plain (private under the upgraded model).
// memoryBarrierBuffer() fences on both sides of barrier(): a is ordered (no race), b races
// (upgrade_memory_model.cpp: Coherent traced through the access chain's struct member; VK MM Private vs Non-Private).
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer B { coherent uint a; uint b; };
layout(binding = 1) buffer R { uint result[2]; };
void main() {
    if (gl_LocalInvocationID.x == 0) { a = 1; b = 2; }
    memoryBarrierBuffer();
    barrier();
    memoryBarrierBuffer();
    if (gl_LocalInvocationID.x == 1) { result[0] = a; result[1] = b; }
}
