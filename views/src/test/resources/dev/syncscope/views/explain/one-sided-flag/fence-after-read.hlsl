// @dispatch 2
// VK MM: Inter-Thread-Happens-Before: a barrier orders the Interlocked read of the flag only before what follows it;
// the reader's DeviceMemoryBarrier() comes after its read of d.
globallycoherent RWStructuredBuffer<uint> d : register(u0);
globallycoherent RWStructuredBuffer<uint> flag : register(u1);
RWStructuredBuffer<uint> res : register(u2);
[numthreads(1, 1, 1)]
void main(uint3 gid : SV_GroupID) {
    if (gid.x == 0) {
        d[0] = 1;
        DeviceMemoryBarrier();
        uint o;
        InterlockedExchange(flag[0], 1, o);
    } else {
        uint f = 0;
        while (f == 0) { InterlockedOr(flag[0], 0, f); }
        uint v = d[0];
        DeviceMemoryBarrier();
        res[0] = v + 10;
    }
}
