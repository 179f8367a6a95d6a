// One group of three: invocation 0 zeroes a groupshared flag, all sync, then 0 publishes data and raises the flag
// while 1 and 2 poll it with InterlockedAdd(flag, 0, seen) (HLSL SM5 has no atomic load).
//
// The check shortens both waits (docs/limits.md, the spin-bound row): the plain `flag = 0` comes before every atomic
// access to the flag (the group sync orders it first), and each waiter's write-backs, though a release barrier (the
// group sync) comes before them, release nothing the other waiter did not acquire at that same group sync. Until
// session 62 `check` reached its 60 s time limit here (UNKNOWN: a limit was reached); see docs/performance.md.
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
