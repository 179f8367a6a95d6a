// Last-block-done reduction in HLSL with no memory barrier around its counter (the session-88 review)
// @dispatch 2
// @buffer inp = 1,2,3,4
// @length inp = 4
// @length partials = 2
RWStructuredBuffer<uint> inp : register(u0);
globallycoherent RWStructuredBuffer<uint> partials : register(u1);
RWStructuredBuffer<uint> counter : register(u2);
RWStructuredBuffer<uint> total : register(u3);
groupshared uint s[2];
groupshared bool amLast;
[numthreads(2, 1, 1)]
void main(uint3 tid : SV_GroupThreadID, uint3 gid : SV_GroupID, uint3 dtid : SV_DispatchThreadID) {
    uint t = tid.x;
    s[t] = inp[dtid.x];
    GroupMemoryBarrierWithGroupSync();
    if (t == 0) {
        partials[gid.x] = s[0] + s[1];
        uint prev;
        InterlockedAdd(counter[0], 1, prev);
        amLast = (prev == 1);
    }
    GroupMemoryBarrierWithGroupSync();
    if (amLast && t == 0) {
        total[0] = partials[0] + partials[1];
    }
}
