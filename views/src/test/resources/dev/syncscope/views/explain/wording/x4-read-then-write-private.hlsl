RWStructuredBuffer<uint> d : register(u0);
RWStructuredBuffer<uint> o : register(u1);
[numthreads(2, 1, 1)]
void main(uint3 tid : SV_GroupThreadID) {
    uint l = tid.x;
    if (l == 0) o[0] = d[0];
    DeviceMemoryBarrierWithGroupSync();
    if (l == 1) d[0] = 7;
}
