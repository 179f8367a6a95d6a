// race-simple (plain, private accesses) with a read: each invocation writes x, then reads it; T0's read misses
// T1's newer write (no happens-before between them), a stale read whose explanation names the race's link
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer Out { uint x; };
layout(binding = 1) buffer Res { uint r[]; };
void main() {
    uint i = gl_LocalInvocationID.x;
    x = i + 1;
    r[i] = x;
}
