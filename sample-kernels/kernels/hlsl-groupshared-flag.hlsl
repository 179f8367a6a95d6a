// One invocation zeroes a groupshared flag, the group syncs, two wait on it (HLSL)
//
// Lesson: groupshared memory has no initial value, so invocation 0 zeroes the flag with a plain
// store, and GroupMemoryBarrierWithGroupSync() (a workgroup control barrier with acquire-release
// semantics on groupshared memory) orders that store before every access after it (VK MM:
// Location-Ordered): it races with nothing. Invocation 0 then writes data = 42, fences with
// GroupMemoryBarrier() and raises the flag with InterlockedExchange; invocations 1 and 2 poll
// with InterlockedAdd(flag, 0, seen) (SM5 has no atomic load), fence, and copy data + 1 to
// result[1] and result[2]. The poll that reads the exchange orders data = 42 before each
// waiter's read (VK MM: Synchronizes-With, the fence forms): no race, result[1] = result[2] = 43.
// Each waiter's polls write back 0, and the group sync before them is a release barrier, yet a
// poll that reads the other waiter's write-back acquires nothing new: what that barrier releases,
// every waiter acquired at the same group sync (VK MM: Synchronizes-With, the control barrier
// form). Step invocations 1 and 2 a few times before invocation 0 raises the flag, and watch their
// polls pass 0 between them.
//
// @dispatch 1
// @length result = 3
// @expect stepper no-race
// @expect stepper final result = 0,43,43
// @expect no-diagnostic SPIN
// @expect no-diagnostic DEADLOCK
RWStructuredBuffer<uint> result : register(u0);
groupshared uint flag;
groupshared uint data;

[numthreads(3, 1, 1)]
void main(uint3 lid : SV_GroupThreadID) {
    uint seen;
    if (lid.x == 0) {
        flag = 0;
    }
    GroupMemoryBarrierWithGroupSync();
    if (lid.x == 0) {
        data = 42;
        GroupMemoryBarrier();
        InterlockedExchange(flag, 1, seen);
    } else {
        do {
            InterlockedAdd(flag, 0, seen);
        } while (seen == 0);
        GroupMemoryBarrier();
        result[lid.x] = data + 1;
    }
}
