// globallycoherent: the same message passing, race-free (HLSL)
//
// Lesson: uav-not-globallycoherent.hlsl with data declared globallycoherent. shaderc turns
// globallycoherent into the SPIR-V Coherent decoration, which under the Vulkan memory model
// means non-private accesses with per-access MakePointerAvailable (the write) and
// MakePointerVisible (the read) at QueueFamily scope (VK MM: Per-Instruction Availability and
// Visibility; see docs/spirv-memory-model-upgrade.md). Now the chain is complete: write →
// availability in the queue-family domain → release fence → atomic → atomic → acquire fence →
// visibility → read (VK MM: Location-Ordered). No race, and result is 0 (flag not yet seen)
// or 43, never 1. Step group 0, then group 1, and watch data = 42 rise to the queue-family
// domain and come down to group 1.
//
// @dispatch 2
// @expect no-race
// @expect never final result = 1
// @expect possible final result = 43
globallycoherent RWStructuredBuffer<uint> data : register(u0);
globallycoherent RWStructuredBuffer<uint> flag : register(u1);
RWStructuredBuffer<uint> result : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 group : SV_GroupID) {
    if (group.x == 0) {
        data[0] = 42;
        DeviceMemoryBarrier();
        uint previous;
        InterlockedExchange(flag[0], 1, previous);
    } else {
        uint seen;
        InterlockedAdd(flag[0], 0, seen);
        DeviceMemoryBarrier();
        if (seen == 1) {
            result[0] = data[0] + 1;
        }
    }
}
