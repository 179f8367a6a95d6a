// A reduction whose loop has GroupMemoryBarrier() where it needs GroupMemoryBarrierWithGroupSync()
// @dispatch 2
// @buffer inp = 1,2,3,4,5,6,7,8
// @length inp = 8
RWStructuredBuffer<uint> inp : register(u0);
RWStructuredBuffer<uint> total : register(u1);
groupshared uint s[4];
[numthreads(4, 1, 1)]
void main(uint3 gtid : SV_GroupThreadID, uint3 dtid : SV_DispatchThreadID) {
    uint t = gtid.x;
    s[t] = inp[dtid.x];
    GroupMemoryBarrierWithGroupSync();
    for (uint stride = 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        GroupMemoryBarrier();
    }
    if (t == 0) InterlockedAdd(total[0], s[0]);
}
