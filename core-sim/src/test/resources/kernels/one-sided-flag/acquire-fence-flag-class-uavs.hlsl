// @dispatch 1
// VK MM: Synchronizes-With (fence forms: "Y's storage class is in B's semantics"): d and the flag are UAVs; the
// reader's GroupMemoryBarrier() after its Interlocked read of the flag orders groupshared memory only (DXC: Workgroup
// scope, WorkgroupMemory), so it acquires nothing. DeviceMemoryBarrier() (UniformMemory | ImageMemory) would do.
globallycoherent RWStructuredBuffer<uint> d : register(u0);
globallycoherent RWStructuredBuffer<uint> fl : register(u1);
RWStructuredBuffer<uint> res : register(u2);
[numthreads(2, 1, 1)]
void main(uint3 tid : SV_GroupThreadID) {
    if (tid.x == 0) {
        d[0] = 1;
        DeviceMemoryBarrier();
        uint o;
        InterlockedExchange(fl[0], 1, o);
        
    } else {
        uint f = 0;
        while (f == 0) { InterlockedOr(fl[0], 0, f); }
        GroupMemoryBarrier();
        res[0] = d[0] + 10;
    }
}
