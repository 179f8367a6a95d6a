// Data in a globallycoherent UAV, flag in groupshared memory, GroupMemoryBarrier() fences (OpMemoryBarrier Workgroup
// 0x108: WorkgroupMemory only). The fences synchronize through the groupshared flag, but happens-before for the UAV
// needs UniformMemory in their semantics (VK MM Inter-Thread-Happens-Before<SC>) -> race on data. Expected advice:
// use DeviceMemoryBarrier()/AllMemoryBarrier() (which fence UAVs), not "synchronize through an atomic flag".
globallycoherent RWStructuredBuffer<uint> data : register(u0);
RWStructuredBuffer<uint> result : register(u1);
groupshared uint flag;
[numthreads(2, 1, 1)]
void main(uint3 tid : SV_GroupThreadID) {
    if (tid.x == 0) { flag = 0; }
    GroupMemoryBarrierWithGroupSync();
    if (tid.x == 0) {
        data[0] = 1;
        GroupMemoryBarrier();
        uint o;
        InterlockedExchange(flag, 1u, o);
    } else {
        uint v;
        InterlockedOr(flag, 0u, v);
        if (v == 1u) {
            GroupMemoryBarrier();
            result[0] = data[0] + 10;
        }
    }
}
