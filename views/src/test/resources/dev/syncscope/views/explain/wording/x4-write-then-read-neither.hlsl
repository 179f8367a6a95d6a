// @dispatch 2
// An atomic flag with no barrier on either side (VK MM: Synchronizes-With, fence forms).
globallycoherent RWStructuredBuffer<uint> data : register(u0);
globallycoherent RWStructuredBuffer<uint> flag : register(u1);
RWStructuredBuffer<uint> result : register(u2);
[numthreads(1, 1, 1)]
void main(uint3 g : SV_GroupID) {
    if (g.x == 0) {
        data[0] = 7;
        uint old;
        InterlockedExchange(flag[0], 1, old);
    } else {
        uint seen = 0;
        while (seen == 0) { InterlockedOr(flag[0], 0, seen); }
        result[0] = data[0];
    }
}
