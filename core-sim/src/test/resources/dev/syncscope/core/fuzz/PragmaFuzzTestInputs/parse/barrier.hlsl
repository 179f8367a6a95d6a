// @dispatch 2,1,1
globallycoherent RWStructuredBuffer<uint> data : register(u0);
groupshared uint tile[4];

[numthreads(4, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
    tile[gi] = tid.x;
    GroupMemoryBarrierWithGroupSync();
    data[tid.x] = tile[3 - gi];
    DeviceMemoryBarrierWithGroupSync();
    InterlockedAdd(data[0], 1);
}
