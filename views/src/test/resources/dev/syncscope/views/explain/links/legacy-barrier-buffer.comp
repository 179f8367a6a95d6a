// Both invocations pass barrier(), whose semantics name Workgroup memory only, and data is a buffer (VK MM:
// Synchronizes-With, control barriers: the storage class must be in the semantics) -> race on data. A GLSL 4.50 kernel
// without the memory-scope extension has no controlBarrier: memoryBarrierBuffer() on both sides of barrier().
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer R { uint result; };
void main() {
    if (gl_LocalInvocationID.x == 0) { data = 1; }
    barrier();
    if (gl_LocalInvocationID.x == 1) { result = data + 10; }
}
