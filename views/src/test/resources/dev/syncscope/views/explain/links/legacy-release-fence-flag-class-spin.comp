// VK MM: Synchronizes-With (fence forms): the flag's storage class must be in the release barrier's semantics;
// GLSL 4.50's memoryBarrierShared() orders shared memory only, and the flag is in a buffer.
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer F { uint flag; };
layout(binding = 1) buffer R { uint result; };
shared uint s;
void main() {
    if (gl_LocalInvocationID.x == 0) {
        s = 1;
        memoryBarrierShared();
        atomicExchange(flag, 1u);
    } else {
        while (atomicAdd(flag, 0u) == 0u) { }
        memoryBarrier();
        result = s + 10;
    }
}
