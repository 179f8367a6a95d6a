// A Hillis-Steele scan of two workgroups of 64 with one barrier missing: each round reads s[i - k] and writes
// s[i] with no barrier between the read and the write, so invocation i's write of s[i] races with invocation
// i + k's read of it in the same round (VK MM: Data Race). With the barrier back (after the read, before the
// write) the kernel is race-free.
//
// `check` alone (`--no-runs`) stops at 100,000 paths of one invocation after about 13 s and answers UNKNOWN; by
// default a stepper run beside it, started once the check has run 3 s, races and fails the kernel
// (`INCOMPLETE: stopped after … ms: a stepper run answered`; docs/limits.md, "The runs beside the check").
// @dispatch 2
#version 450
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer In { uint data[]; };
layout(std430, binding = 1) buffer Out { uint sums[]; };
shared uint s[64];
void main() {
    uint i = gl_LocalInvocationID.x;
    s[i] = data[gl_GlobalInvocationID.x] + 1u;
    barrier();
    for (uint k = 1u; k < 64u; k <<= 1) {
        uint v = i >= k ? s[i - k] : 0u;
        s[i] += v;
        barrier();
    }
    sums[gl_GlobalInvocationID.x] = s[i];
}
