// @dispatch 2
// GLSL 4.50 without the memory-scope extension: an atomic flag from T0's write to T1's read with no memoryBarrier() on
// either side (VK MM: Synchronizes-With, fence forms).
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer Data { uint d[]; };
layout(binding = 1) buffer Out { uint o[]; };
layout(binding = 2) buffer Flag { uint flag; };
void main() {
    uint g = gl_WorkGroupID.x;
    if (g == 0u) {
        d[0] = 7u;
        atomicExchange(flag, 1u);
    }
    if (g == 1u) {
        while (atomicAdd(flag, 0u) != 1u) {}
        o[0] = d[0];
    }
}
