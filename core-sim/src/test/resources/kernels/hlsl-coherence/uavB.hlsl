// @dispatch 2
// @length lock = 1
// @length counter = 1
// @length result = 1
globallycoherent RWStructuredBuffer<uint> lock : register(u0);
RWStructuredBuffer<uint> counter : register(u1);
globallycoherent RWStructuredBuffer<uint> result : register(u2);
[numthreads(1, 1, 1)]
void main(uint3 g : SV_GroupID) {
    uint orig;
    if (g.x != 0) {
        InterlockedAdd(lock[0], 0, orig);
        DeviceMemoryBarrier();
        if (orig == 1) result[0] = counter[0];
    } else {
        counter[0] = 5;
        DeviceMemoryBarrier();
        InterlockedExchange(lock[0], 1, orig);
    }
}
