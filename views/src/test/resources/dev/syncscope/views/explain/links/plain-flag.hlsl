// @dispatch 2
// As plain-flag.comp in HLSL: DeviceMemoryBarrier() around a flag written and read plainly synchronizes nothing
// (VK MM: Synchronizes-With, fence forms need an atomic write and an atomic read); the flag's accesses race.
globallycoherent RWStructuredBuffer<uint> data : register(u0);
globallycoherent RWStructuredBuffer<uint> flag : register(u1);
RWStructuredBuffer<uint> result : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 group : SV_GroupID) {
    if (group.x == 0) {
        data[0] = 42;
        DeviceMemoryBarrier();
        flag[0] = 1;
    } else {
        uint seen = flag[0];
        DeviceMemoryBarrier();
        if (seen == 1) {
            result[0] = data[0] + 1;
        }
    }
}
