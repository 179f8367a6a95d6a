// @dispatch 2
// VK MM: Inter-Thread-Happens-Before: an acquire barrier orders the flag's read only before what follows it; the
// reader's memoryBarrier() comes after its read of data.
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint res; };
void main() {
    if (gl_WorkGroupID.x == 0u) {
        data = 1u;
        memoryBarrier();
        atomicExchange(flag, 1u);
    } else {
        while (atomicAdd(flag, 0u) == 0u) { }
        uint d = data;
        memoryBarrier();
        res = d + 10u;
    }
}
