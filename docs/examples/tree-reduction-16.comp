// A tree reduction over 16 invocations, a barrier after every round: each round's reads of s[i + stride]
// happen-before the next round's writes through the control barrier (VK MM: Synchronizes-With), so the kernel is
// race-free and total = 16 (data is 0) in every execution. The exhaustive check alone meets no execution within its
// time limit (each read of a partial sum may take every value some path writes there); one stepper run decides every
// execution of a kernel that synchronizes only through control barriers (docs/limits.md, "A stepper run answers what
// the check left open").
#version 450
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer In { uint data[]; };
layout(std430, binding = 1) buffer Out { uint total; };
shared uint s[16];
void main() {
    uint i = gl_LocalInvocationID.x;
    s[i] = data[i] + 1u;
    barrier();
    for (uint stride = 8u; stride > 0u; stride >>= 1) {
        if (i < stride) s[i] += s[i + stride];
        barrier();
    }
    if (i == 0u) total = s[0];
}
