// A UAV that is not globallycoherent cannot carry data between groups (HLSL)
//
// Lesson: group 0 writes data[0] = 42, calls DeviceMemoryBarrier() (D3D sync_uglobal) and
// raises flag[0] with InterlockedExchange; group 1 reads the flag with InterlockedAdd(…, 0),
// calls DeviceMemoryBarrier() and, if it saw 1, copies data[0] + 1 to result[0]. The fences
// and the atomics synchronize the two groups (VK MM: Synchronizes-With, fence–atomic), but
// data is a plain RWStructuredBuffer: D3D says _uglobal has only group scope for a UAV not
// declared globallycoherent, and in SPIR-V its accesses are private with no availability or
// visibility operation (VK MM: Private vs. Non-Private, Per-Instruction Availability and
// Visibility). So the write of data never reaches group 1: a data race, and result = 1
// (flag seen, payload stale) is possible. Step group 0 to the end, then group 1, and look at
// where data = 42 is available. Fix: uav-globallycoherent.hlsl.
//
// @dispatch 2
// @expect race data
// @expect possible final result = 1
// @expect possible final result = 43
RWStructuredBuffer<uint> data : register(u0);
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
