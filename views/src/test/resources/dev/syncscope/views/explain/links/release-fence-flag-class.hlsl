// @dispatch 2
// VK MM: Synchronizes-With (fence forms): the flag's storage class must be in the release barrier's semantics;
// GroupMemoryBarrier() orders groupshared memory only, and the flag is a UAV.
globallycoherent RWStructuredBuffer<uint> data : register(u0);
globallycoherent RWStructuredBuffer<uint> flag : register(u1);
RWStructuredBuffer<uint> result : register(u2);
[numthreads(1, 1, 1)]
void main(uint3 g : SV_GroupID) {
    if (g.x == 0) {
        data[0] = 1;
        GroupMemoryBarrier();
        uint old;
        InterlockedExchange(flag[0], 1, old);
    } else {
        uint seen = 0;
        while (seen == 0) { InterlockedOr(flag[0], 0, seen); }
        DeviceMemoryBarrier();
        result[0] = data[0];
    }
}
