// Two groups wait for a third's flag with InterlockedAdd(flag[0], 0, seen) (HLSL)
//
// Lesson: Shader Model 5 has no atomic load, so an HLSL spin wait reads its flag with a
// read-modify-write that writes back what it read: every poll is a write. Group 0 writes
// data[0] = 42, fences with DeviceMemoryBarrier() and raises flag[0] with InterlockedExchange;
// groups 1 and 2 poll until they see 1, fence, and copy data[0] + 1 to result[1] and result[2].
// The fences are Device scope on globallycoherent UAVs, so the exchange read by the last poll
// orders data[0] = 42 before each group's read (VK MM: Synchronizes-With, the fence forms): no
// race, result[1] = result[2] = 43. The polls between them only pass on what came before them:
// a poll that reads the other waiter's write-back acquires nothing the poll before it did not
// (VK MM: Release Sequence). Step group 1 a few times before group 0: its polls read 0 and
// write it back; then step group 0 and watch the flag's 1 reach both waiters.
//
// @dispatch 3
// @length result = 3
// @expect stepper no-race
// @expect stepper final result = 0,43,43
// @expect no-diagnostic SPIN
// @expect no-diagnostic DEADLOCK
globallycoherent RWStructuredBuffer<uint> data : register(u0);
globallycoherent RWStructuredBuffer<uint> flag : register(u1);
RWStructuredBuffer<uint> result : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 group : SV_GroupID) {
    uint seen;
    if (group.x == 0) {
        data[0] = 42;
        DeviceMemoryBarrier();
        InterlockedExchange(flag[0], 1, seen);
    } else {
        do {
            InterlockedAdd(flag[0], 0, seen);
        } while (seen == 0);
        DeviceMemoryBarrier();
        result[group.x] = data[0] + 1;
    }
}
