// @alias a b
// VK MM: Atomic Operation: atomics are mutually ordered only when they access the location through the same
// reference; a and b are two UAVs of one buffer.
globallycoherent RWStructuredBuffer<uint> a : register(u0);
globallycoherent RWStructuredBuffer<uint> b : register(u1);
[numthreads(2, 1, 1)]
void main(uint3 t : SV_GroupThreadID) {
    uint old;
    if (t.x == 0) { InterlockedExchange(a[0], 1, old); } else { InterlockedAdd(b[0], 1); }
}
