// data in a coherent buffer, flag in shared memory; memoryBarrierShared() fences WorkgroupMemory only.
// The barriers synchronize through the shared flag (VK MM Synchronizes-With, barrier-barrier: flag's storage
// class Workgroup is in both semantics), but inter-thread-happens-before<StorageBuffer> needs StorageBuffer
// (UniformMemory) in the barriers' semantics -> race on data.
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer R { uint result; };
shared uint flag;
void main() {
    if (gl_LocalInvocationID.x == 0) { flag = 0; }
    barrier();
    if (gl_LocalInvocationID.x == 0) {
        data = 1;
        memoryBarrierShared();
        atomicExchange(flag, 1u);
    } else {
        if (atomicAdd(flag, 0u) == 1u) {
            memoryBarrierShared();
            result = data + 10;
        }
    }
}
