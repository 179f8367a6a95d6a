// A flag handshake in HLSL: the waiter polls with InterlockedAdd(flag[0], 0, seen)
//
// Shader Model 5 has no atomic load, so an HLSL spin wait reads its flag with a read-modify-write
// that writes back what it read. Group 0 writes data, fences and raises the flag; group 1 polls
// until it sees 1, fences, and copies data + 1 to result. The fences are Device scope on
// globallycoherent UAVs, so the exchange that raises the flag and the poll that reads it order
// data = 42 before the read (VK MM: Synchronizes-With, the fence forms): no race, result = 43.
//
// Until session 60 `check` cut the poll at its spin bound and answered "UNKNOWN: a limit was
// reached ... (--spin-bound N raises ...)", though no bound could decide it: every poll is a
// write, so none repeated another. A poll after the first that reads 0 reads the write-back of
// the poll before it (no other invocation writes 0) and adds nothing (VK MM: Scoped Modification
// Order Coherence, Release Sequence; docs/limits.md): the check now answers as the same wait with
// an atomic load does, result = 43 and no race in every execution that ends. Its last line stays
// UNKNOWN (exit 3): an execution in which the flag never becomes visible and the wait never ends
// is allowed by the memory model, and no bound decides it.
//
// @dispatch 2
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
        result[0] = data[0] + 1;
    }
}
