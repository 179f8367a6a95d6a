// A spin lock across two thread groups (InterlockedCompareExchange); the counter it protects is not globallycoherent
// @dispatch 2
globallycoherent RWStructuredBuffer<uint> lockbuf : register(u0);
RWStructuredBuffer<uint> counter : register(u1);
[numthreads(1, 1, 1)]
void main(uint3 gid : SV_GroupID) {
    uint orig = 1;
    [allow_uav_condition] while (orig != 0) {
        InterlockedCompareExchange(lockbuf[0], 0, 1, orig);
    }
    DeviceMemoryBarrier();
    counter[0] = counter[0] + 1;
    DeviceMemoryBarrier();
    uint dummy;
    InterlockedExchange(lockbuf[0], 0, dummy);
}
