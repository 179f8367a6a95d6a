// A race only in executions whose wait polls more than 10 times: T1 counts its polls of flag and writes data after the
// eleventh, while T0's plain write of data is ordered with nothing T1 does (VK MM: Data Race). Spin bounds 2 and 8 cut
// every such wait, so their checks find no race; the check at the bound asked for (32) must find it.
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
void main() {
    if (gl_LocalInvocationID.x == 0) {
        data = 1;
        atomicExchange(flag, 1u);
    } else {
        uint polls = 0;
        while (atomicOr(flag, 0u) == 0u) { polls++; }
        if (polls > 10u) { data = 2; }
    }
}
