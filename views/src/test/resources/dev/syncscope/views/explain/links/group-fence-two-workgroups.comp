// @dispatch 2
// T0 and T1 are in two workgroups; groupMemoryBarrier() has workgroup scope (VK MM: Synchronizes-With, "in the instance
// of each other's memory scopes"). A GLSL 4.50 kernel without GL_KHR_memory_scope_semantics: the fix is memoryBarrier().
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint result; };
void main() {
    if (gl_WorkGroupID.x == 0) {
        data = 1;
        groupMemoryBarrier();
        atomicExchange(flag, 1u);
    } else {
        while (atomicAdd(flag, 0u) != 1u) { }
        groupMemoryBarrier();
        result = data + 10;
    }
}
