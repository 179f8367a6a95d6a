// @dispatch 1
// Groupshared data and a UAV flag, no barrier on either side: a barrier around the flag must order both memories, AllMemoryBarrier() (VK MM: Synchronizes-With, fence forms).
globallycoherent RWStructuredBuffer<uint> flag : register(u0);
RWStructuredBuffer<uint> result : register(u1);
groupshared uint data;
[numthreads(2, 1, 1)]
void main(uint3 t : SV_GroupThreadID) {
    if (t.x == 0) {
        data = 7;
        uint old;
        InterlockedExchange(flag[0], 1, old);
    } else {
        uint seen = 0;
        while (seen == 0) { InterlockedOr(flag[0], 0, seen); }
        result[0] = data;
    }
}
