// @dispatch 2
// GLSL 4.50 without the memory-scope extension: T0 reads and stores the flag atomically with no memoryBarrier()
// between; T1 reads the flag atomically, memoryBarrier(), writes (VK MM: Synchronizes-With, fence forms).
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer Data { uint d[]; };
layout(binding = 1) buffer Out { uint o[]; };
layout(binding = 2) buffer Flag { uint flag; };
void main() {
    uint g = gl_WorkGroupID.x;
    if (g == 0u) {
        o[0] = d[0];
        atomicExchange(flag, 1u);
    }
    if (g == 1u) {
        while (atomicAdd(flag, 0u) != 1u) {}
        memoryBarrier();
        d[0] = 7u;
    }
}
