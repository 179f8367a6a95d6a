// @alias a b
// VK MM: Location-Ordered: availability and visibility operations are per reference, so a write through the UAV a is
// not made visible to a read through the UAV b of the same buffer.
globallycoherent RWStructuredBuffer<uint> a : register(u0);
globallycoherent RWStructuredBuffer<uint> b : register(u1);
RWStructuredBuffer<uint> result : register(u2);
[numthreads(2, 1, 1)]
void main(uint3 t : SV_GroupThreadID) {
    if (t.x == 0) { a[0] = 1; }
    DeviceMemoryBarrierWithGroupSync();
    if (t.x == 1) { result[0] = b[0]; }
}
