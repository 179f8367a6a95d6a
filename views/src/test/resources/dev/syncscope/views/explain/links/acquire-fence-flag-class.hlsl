// VK MM: Synchronizes-With (fence forms): the flag's storage class must be in the acquire barrier's semantics;
// GroupMemoryBarrier() orders groupshared memory only, and the flag is a UAV (the data is groupshared).
groupshared uint data;
globallycoherent RWStructuredBuffer<uint> flag : register(u0);
RWStructuredBuffer<uint> result : register(u1);
[numthreads(2, 1, 1)]
void main(uint3 lid : SV_GroupThreadID) {
    if (lid.x == 0) {
        data = 1;
        AllMemoryBarrier();
        uint old;
        InterlockedExchange(flag[0], 1, old);
    } else {
        uint seen = 0;
        while (seen == 0) { InterlockedOr(flag[0], 0, seen); }
        GroupMemoryBarrier();
        result[0] = data;
    }
}
