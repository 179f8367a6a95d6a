// A Hillis-Steele inclusive scan of 128 invocations in one workgroup, race-free: each round reads s[i - d],
// passes a barrier, adds, and passes another, so every read of a round happens-before the writes of the same
// round and every write happens-before the next round's reads (VK MM: Synchronizes-With, control barriers).
// Every s[i] starts at 1, so data[i] ends at i + 1 (data[127] = 128) in every execution.
//
// `check` alone (`--no-runs`) stops at 100,000 paths of one invocation after about 13 s; by default a stepper run
// beside it, started once the check has run 3 s, decides every execution of this kernel, which synchronizes only
// through control barriers (`OK`; docs/limits.md, "The runs beside the check"). Compare scan-missing-barrier.comp.
#version 450
layout(local_size_x = 128) in;
layout(std430, binding = 0) buffer D { uint data[]; };
shared uint s[128];
void main() {
    uint i = gl_LocalInvocationID.x;
    s[i] = 1u;
    barrier();
    for (uint d = 1u; d < 128u; d *= 2u) {
        uint v = i >= d ? s[i - d] : 0u;
        barrier();
        s[i] += v;
        barrier();
    }
    data[i] = s[i];
}
