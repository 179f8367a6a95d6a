// @dispatch 2
// Two invocations of two workgroups: straight-line code, but a control barrier orders only its own workgroup (VK MM:
// Synchronizes-With, control barriers), so the fix is a flag.
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data[2]; };
layout(binding = 1) buffer R { uint result[2]; };
void main() {
    uint i = gl_WorkGroupID.x;
    data[i] = i + 1u;
    result[i] = data[1u - i];
}
