// @dispatch 2
// Classic misconception: barrier() + memoryBarrier() do not synchronize invocations of different workgroups
// (VK MM Synchronizes-With control-barrier form: "A and B are in the instance of C's execution scope" = one workgroup).
// -> race on data.
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer R { uint result; };
void main() {
    if (gl_WorkGroupID.x == 0) { data = 1; }
    memoryBarrier();
    barrier();
    memoryBarrier();
    if (gl_WorkGroupID.x == 1) { result = data + 10; }
}
