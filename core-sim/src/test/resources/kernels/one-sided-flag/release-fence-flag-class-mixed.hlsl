// @dispatch 1
// VK MM: Synchronizes-With (fence forms: "X's storage class is in A's semantics"): d is groupshared, the flag a UAV;
// the writer's GroupMemoryBarrier() before its Interlocked write of the flag orders groupshared memory only, so it
// releases nothing. A barrier ordering both is AllMemoryBarrier() (DXC: WorkgroupMemory | UniformMemory | ImageMemory;
// Inter-Thread-Happens-Before needs d's class in it too).
groupshared uint d;
globallycoherent RWStructuredBuffer<uint> fl : register(u1);
RWStructuredBuffer<uint> res : register(u2);
[numthreads(2, 1, 1)]
void main(uint3 tid : SV_GroupThreadID) {
    if (tid.x == 0) {
        d = 1;
        GroupMemoryBarrier();
        uint o;
        InterlockedExchange(fl[0], 1, o);
    } else {
        uint f = 0;
        while (f == 0) { InterlockedOr(fl[0], 0, f); }
        AllMemoryBarrier();
        res[0] = d + 10;
    }
}
