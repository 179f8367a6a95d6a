// @dispatch 2
// VK MM: Synchronizes-With (fence forms): the writer's memoryBarrier() before atomicExchange releases; the reader
// reads the flag with atomicAdd(flag, 0u) and no memoryBarrier() after it, so it acquires nothing.
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
        res = data + 10u;
    }
}
