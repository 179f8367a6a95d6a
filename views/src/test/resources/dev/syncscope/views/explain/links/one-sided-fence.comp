// The common idiom "memoryBarrierBuffer(); barrier();" (fence only before the barrier) with a coherent buffer.
// Formal VK MM: T1's only acquire after the control barrier is barrier() itself (WorkgroupMemory only), so
// ithb<StorageBuffer> fails ("A synchronizes-with B, and both A and B have all of SC in their semantics") -> race.
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer R { uint result; };
void main() {
    if (gl_LocalInvocationID.x == 0) { data = 1; }
    memoryBarrierBuffer();
    barrier();
    if (gl_LocalInvocationID.x == 1) { result = data + 10; }
}
