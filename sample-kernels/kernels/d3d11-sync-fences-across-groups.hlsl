// D3D11 sync across groups: sync_ugroup vs sync_uglobal and sync_uglobal_g (HLSL)
//
// Lesson: two groups of one thread. In phase k group 0 writes uav_data[k] (a globallycoherent
// UAV), fences and raises uav_flag[k]; group 1 reads the flag, fences, and if it saw 1 reads
// the data. The fences differ in memory scope:
//   phase 0  sync_ugroup     SyncScopeUavGroupMemoryBarrier()  Workgroup scope
//   phase 1  sync_uglobal    DeviceMemoryBarrier()             Device scope
//   phase 2  sync_uglobal_g  AllMemoryBarrier()                Device scope, g# too
// A fence synchronizes only with operations in the instance of its memory scope
// (VK MM: Scope, Synchronizes-With): the two groups are in different workgroup instances, so
// the _ugroup fences of phase 0 do not synchronize and uav_data[0] races; the _uglobal
// fences do. (On a UAV that is not globallycoherent even _uglobal only has group scope:
// uav-not-globallycoherent.hlsl.)
//
// @dispatch 2
// @length uav_data = 3
// @length uav_flag = 3
// @length result = 3
// @expect race uav_data[0]
// @expect no-race uav_data[1]
// @expect no-race uav_data[2]
// @expect possible final result = 20,21,22
#ifndef SYNCSCOPE
#define SyncScopeUavGroupMemoryBarrier() DeviceMemoryBarrier()
#endif
globallycoherent RWStructuredBuffer<uint> uav_data : register(u0);
globallycoherent RWStructuredBuffer<uint> uav_flag : register(u1);
RWStructuredBuffer<uint> result : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 group : SV_GroupID) {
    uint seen;
    if (group.x == 0) {
        uav_data[0] = 20;
        SyncScopeUavGroupMemoryBarrier();
        InterlockedExchange(uav_flag[0], 1, seen);
        uav_data[1] = 21;
        DeviceMemoryBarrier();
        InterlockedExchange(uav_flag[1], 1, seen);
        uav_data[2] = 22;
        AllMemoryBarrier();
        InterlockedExchange(uav_flag[2], 1, seen);
    } else {
        InterlockedAdd(uav_flag[0], 0, seen);
        SyncScopeUavGroupMemoryBarrier();
        if (seen == 1) {
            result[0] = uav_data[0];
        }
        InterlockedAdd(uav_flag[1], 0, seen);
        DeviceMemoryBarrier();
        if (seen == 1) {
            result[1] = uav_data[1];
        }
        InterlockedAdd(uav_flag[2], 0, seen);
        AllMemoryBarrier();
        if (seen == 1) {
            result[2] = uav_data[2];
        }
    }
}
