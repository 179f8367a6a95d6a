// write a BUFFER before barrier(), read by other invocation after: GLSL barrier() only orders shared memory
// (GLSL 4.60: barrier() ... for shared variables; buffer needs memoryBarrierBuffer()) -> race expected
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer Buf { uint b[]; };
layout(binding = 1) buffer Out { uint r[]; };
void main() {
    uint i = gl_LocalInvocationID.x;
    b[i] = i + 10;
    barrier();
    r[i] = b[1 - i];
}
