// @dispatch 2
// VK MM: Synchronizes-With (fence forms: a release barrier A "program-ordered before" the atomic write X): the writer's
// DeviceMemoryBarrier() comes after its Interlocked write of the flag, and the reader has no barrier after its
// Interlocked read of the flag: both sides are missing.
globallycoherent RWStructuredBuffer<uint> d : register(u0);
globallycoherent RWStructuredBuffer<uint> flag : register(u1);
RWStructuredBuffer<uint> res : register(u2);
[numthreads(1, 1, 1)]
void main(uint3 gid : SV_GroupID) {
    if (gid.x == 0) {
        d[0] = 1;
        uint o;
        InterlockedExchange(flag[0], 1, o);
        DeviceMemoryBarrier();
    } else {
        uint f = 0;
        while (f == 0) { InterlockedOr(flag[0], 0, f); }
        res[0] = d[0] + 10;
    }
}
