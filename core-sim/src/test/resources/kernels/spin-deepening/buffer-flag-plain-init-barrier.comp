// Audit 42, finding 7 (its case c22b-buffer-flag-plain-init-barrier.comp): a buffer flag set by a plain
// store that nothing orders before the write-back polls atomicOr(flag, 0u): the store races with them (VK MM: Data
// Race), and the consistent executions double with every poll, so at the default spin bound of 32 the check reached
// its time limit with no execution and answered UNKNOWN; checked at smaller spin bounds first, it finds the race.
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer D { uint data; };
layout(binding = 1) buffer R { uint result; };
layout(binding = 2) buffer F { uint flag; };
void main() {
    if (gl_LocalInvocationID.x == 0) { flag = 0; }
    barrier();
    if (gl_LocalInvocationID.x == 0) {
        data = 1;
        memoryBarrier();
        atomicExchange(flag, 1u);
    } else {
        while (atomicOr(flag, 0u) != 1u) { }
        memoryBarrier();
        result = data + 10;
    }
}
