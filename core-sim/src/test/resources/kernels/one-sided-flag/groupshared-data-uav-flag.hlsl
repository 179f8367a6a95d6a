// @dispatch 1
// VK MM: Synchronizes-With (fence forms: "X's storage class is in A's semantics") and Inter-Thread-Happens-Before ("all
// of SC in its semantics"): d is groupshared, the flag a UAV; the writer's AllMemoryBarrier() before its Interlocked
// write of the flag releases, the reader has no barrier after its InterlockedCompareExchange of the flag. The barrier it
// needs must order both kinds of memory: AllMemoryBarrier(), not GroupMemoryBarrier() (groupshared only) nor
// DeviceMemoryBarrier() (UAVs only) (the review's H1).
groupshared uint d;
globallycoherent RWStructuredBuffer<uint> flag : register(u1);
RWStructuredBuffer<uint> res : register(u2);
[numthreads(2, 1, 1)]
void main(uint3 tid : SV_GroupThreadID) {
    if (tid.x == 0) {
        d = 1;
        AllMemoryBarrier();
        uint o;
        InterlockedExchange(flag[0], 1, o);
    } else {
        uint f = 0;
        while (f == 0) { InterlockedCompareExchange(flag[0], 1, 1, f); }
        res[0] = d + 10;
    }
}
