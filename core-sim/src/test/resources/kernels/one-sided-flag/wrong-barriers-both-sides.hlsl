// @dispatch 2
// Message passing between two groups through a device flag, with GroupMemoryBarrier() on both sides: it orders
// groupshared memory only, so neither barrier orders the flag's memory and neither synchronizes (VK MM:
// Synchronizes-With, fence forms: "X's and Y's storage class is in A's and B's semantics"). The advice names both
// barriers: the release side's alone leaves the race.
globallycoherent RWStructuredBuffer<uint> data : register(u0);
globallycoherent RWStructuredBuffer<uint> flag : register(u1);
RWStructuredBuffer<uint> result : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 group : SV_GroupID) {
    uint seen;
    if (group.x == 0) {
        data[0] = 42;
        GroupMemoryBarrier();
        InterlockedExchange(flag[0], 1, seen);
    } else {
        InterlockedAdd(flag[0], 0, seen);
        GroupMemoryBarrier();
        if (seen == 1) {
            result[0] = data[0] + 1;
        }
    }
}
