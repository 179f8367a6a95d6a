// D3D11 sync without _t, inside one group: sync_g, sync_ugroup, sync_ugroup_g (HLSL)
//
// Lesson: without _t a sync is only a fence (OpMemoryBarrier): it orders nothing by itself.
// It synchronizes when a release fence is followed by an atomic write and an atomic read of
// that write is followed by an acquire fence — and only if the atomic's memory is among the
// storage classes the fences name (VK MM: Synchronizes-With, fence–fence through atomics;
// docs/d3d11-sync.md). Three phases, one group of two threads; in phase k thread 0 writes
// shared_data[k] (g#) and uav_data[k] (a globallycoherent UAV), fences and raises a flag;
// thread 1 reads the flag, fences, and if it saw 1 reads both data:
//   phase 0  sync_g         GroupMemoryBarrier()              flag in g#: orders g# only
//   phase 1  sync_ugroup    SyncScopeUavGroupMemoryBarrier()  flag in u#: orders u# only
//   phase 2  sync_ugroup_g  SyncScopeAllGroupMemoryBarrier()  flag in u#: orders g# and u#
// Happens-before is built per storage class from the fences' semantics
// (VK MM: Inter-Thread-Happens-Before), so the data outside those classes races.
//
// @length shared_data = 3
// @length uav_data = 3
// @length uav_flag = 3
// @length result = 6
// @expect no-race shared_data[0]
// @expect race uav_data[0]
// @expect race shared_data[1]
// @expect no-race uav_data[1]
// @expect no-race shared_data[2]
// @expect no-race uav_data[2]
// @expect possible final result = 10,20,11,21,12,22
#ifndef SYNCSCOPE
#define SyncScopeUavGroupMemoryBarrier() DeviceMemoryBarrier()
#define SyncScopeAllGroupMemoryBarrier() AllMemoryBarrier()
#endif
globallycoherent RWStructuredBuffer<uint> uav_data : register(u0);
globallycoherent RWStructuredBuffer<uint> uav_flag : register(u1);
RWStructuredBuffer<uint> result : register(u2);
groupshared uint shared_data[3];
groupshared uint shared_flag;

void produce(uint k) {
    shared_data[k] = 10 + k;
    uav_data[k] = 20 + k;
}

void consume(uint k) {
    result[2 * k] = shared_data[k];
    result[2 * k + 1] = uav_data[k];
}

[numthreads(2, 1, 1)]
void main(uint t : SV_GroupIndex) {
    uint seen;
    if (t == 0) {
        produce(0);
        GroupMemoryBarrier();
        InterlockedExchange(shared_flag, 1, seen);
        produce(1);
        SyncScopeUavGroupMemoryBarrier();
        InterlockedExchange(uav_flag[1], 1, seen);
        produce(2);
        SyncScopeAllGroupMemoryBarrier();
        InterlockedExchange(uav_flag[2], 1, seen);
    } else {
        InterlockedAdd(shared_flag, 0, seen);
        GroupMemoryBarrier();
        if (seen == 1) {
            consume(0);
        }
        InterlockedAdd(uav_flag[1], 0, seen);
        SyncScopeUavGroupMemoryBarrier();
        if (seen == 1) {
            consume(1);
        }
        InterlockedAdd(uav_flag[2], 0, seen);
        SyncScopeAllGroupMemoryBarrier();
        if (seen == 1) {
            consume(2);
        }
    }
}
