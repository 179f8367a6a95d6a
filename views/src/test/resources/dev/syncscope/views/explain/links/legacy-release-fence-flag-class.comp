// data in shared memory, flag in a buffer; memoryBarrierShared() fences only WorkgroupMemory.
// VK MM barrier-barrier sync needs "X's and Y's storage class is in A's and B's semantics": flag is StorageBuffer -> no sync -> race on s.
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
        if (atomicAdd(flag, 0u) == 1u) {
            memoryBarrierShared();
            result = s + 10;
        }
    }
}
