// @dispatch 2
// VK MM: Synchronizes-With (fence forms): DeviceMemoryBarrier() before the Interlocked write of the flag releases; the
// reader has no barrier after its Interlocked read of the flag, so it acquires nothing.
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
        res[0] = d[0] + 10;
    }
}
