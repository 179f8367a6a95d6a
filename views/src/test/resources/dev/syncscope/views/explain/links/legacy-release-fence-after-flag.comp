// memoryBarrier() after the flag's atomicExchange releases nothing through it (VK MM: Synchronizes-With, fence forms:
// the release barrier comes before the atomic) -> race on data. A GLSL 4.50 kernel without the memory-scope extension
// has no atomicStore with gl_SemanticsRelease: the fix moves the barrier.
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint result; };
void main() {
    if (gl_LocalInvocationID.x == 0) {
        data = 1;
        atomicExchange(flag, 1u);
        memoryBarrier();
    } else {
        if (atomicAdd(flag, 0u) == 1u) {
            memoryBarrier();
            result = data + 10;
        }
    }
}
