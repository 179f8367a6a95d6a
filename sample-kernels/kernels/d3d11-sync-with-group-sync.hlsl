// D3D11 sync with _t: the five group-sync barriers and what each orders (HLSL)
//
// Lesson: D3D11's sync instruction (seed "sync (sm5 - asm)", docs/d3d11-sync.md) combines _g
// (group-shared memory), _ugroup/_uglobal (UAV memory, group or global scope) and _t (thread
// group sync). This kernel runs the five variants with _t in five phases. In phase k thread 0
// writes shared_data[k] (g# memory) and uav_data[k] (a globallycoherent UAV), all threads
// execute variant k, and thread 1 reads both into result. Only the barrier of phase k lies
// between the write and the read, and a control barrier orders only the storage classes in
// its semantics (VK MM: Synchronizes-With, control barriers; Inter-Thread-Happens-Before):
//   phase 0  sync_g_t          GroupMemoryBarrierWithGroupSync()                 g# only
//   phase 1  sync_ugroup_t     SyncScopeUavGroupMemoryBarrierWithGroupSync()     u# only
//   phase 2  sync_uglobal_t    DeviceMemoryBarrierWithGroupSync()                u# only
//   phase 3  sync_ugroup_g_t   SyncScopeAllGroupMemoryBarrierWithGroupSync()     g# and u#
//   phase 4  sync_uglobal_g_t  AllMemoryBarrierWithGroupSync()                   g# and u#
// The SyncScope… names are the pseudo-intrinsics for the _ugroup forms HLSL cannot express.
// Step phase by phase and check which read is stale. (A bare _t, "sync_t", is invalid.)
//
// @length shared_data = 5
// @length uav_data = 5
// @length result = 10
// @expect no-race shared_data[0]
// @expect race uav_data[0]
// @expect race shared_data[1]
// @expect no-race uav_data[1]
// @expect race shared_data[2]
// @expect no-race uav_data[2]
// @expect no-race shared_data[3]
// @expect no-race uav_data[3]
// @expect no-race shared_data[4]
// @expect no-race uav_data[4]
#ifndef SYNCSCOPE
#define SyncScopeUavGroupMemoryBarrierWithGroupSync() DeviceMemoryBarrierWithGroupSync()
#define SyncScopeAllGroupMemoryBarrierWithGroupSync() AllMemoryBarrierWithGroupSync()
#endif
globallycoherent RWStructuredBuffer<uint> uav_data : register(u0);
RWStructuredBuffer<uint> result : register(u1);
groupshared uint shared_data[5];

void produce(uint t, uint k) {
    if (t == 0) {
        shared_data[k] = 10 + k;
        uav_data[k] = 20 + k;
    }
}

void consume(uint t, uint k) {
    if (t == 1) {
        result[2 * k] = shared_data[k];
        result[2 * k + 1] = uav_data[k];
    }
}

[numthreads(2, 1, 1)]
void main(uint t : SV_GroupIndex) {
    produce(t, 0);
    GroupMemoryBarrierWithGroupSync();
    consume(t, 0);
    produce(t, 1);
    SyncScopeUavGroupMemoryBarrierWithGroupSync();
    consume(t, 1);
    produce(t, 2);
    DeviceMemoryBarrierWithGroupSync();
    consume(t, 2);
    produce(t, 3);
    SyncScopeAllGroupMemoryBarrierWithGroupSync();
    consume(t, 3);
    produce(t, 4);
    AllMemoryBarrierWithGroupSync();
    consume(t, 4);
}
