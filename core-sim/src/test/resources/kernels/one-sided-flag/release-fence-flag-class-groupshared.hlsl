// @dispatch 1
// VK MM: Synchronizes-With (fence forms: "X's storage class is in A's semantics"): d and the flag are groupshared; the
// writer's DeviceMemoryBarrier() before its Interlocked write of the flag orders UAVs only (DXC: UniformMemory |
// ImageMemory), so it releases nothing. GroupMemoryBarrier() (WorkgroupMemory) would do.
groupshared uint d;
groupshared uint fl;
RWStructuredBuffer<uint> res : register(u2);
[numthreads(2, 1, 1)]
void main(uint3 tid : SV_GroupThreadID) {
    if (tid.x == 0) {
        d = 1;
        DeviceMemoryBarrier();
        uint o;
        InterlockedExchange(fl, 1, o);
    } else {
        uint f = 0;
        while (f == 0) { InterlockedOr(fl, 0, f); }
        GroupMemoryBarrier();
        res[0] = d + 10;
    }
}
