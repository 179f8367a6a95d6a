// @dispatch 2
// A flag stored and loaded plainly between memoryBarrier()s: the fence forms synchronize only through an atomic write
// and an atomic read of the flag (VK MM: Synchronizes-With), so nothing orders data, and the flag's own plain
// accesses race (VK MM: Data Race). The fix makes the flag's accesses atomics, keeping the barriers.
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) coherent buffer Data { uint data; uint flag; uint result; };
void main() {
    if (gl_WorkGroupID.x == 0u) {
        data = 42u;
        memoryBarrier();
        flag = 1u;
    } else {
        uint seen = flag;
        memoryBarrier();
        if (seen == 1u) {
            result = data + 1u;
        }
    }
}
