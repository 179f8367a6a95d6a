// barrier() plus memoryBarrierBuffer(): buffer memory ordered too (GLSL)
//
// Lesson: the fix of barrier-orders-shared-not-buffer.comp. memoryBarrierBuffer() is
// OpMemoryBarrier with AcquireRelease on Uniform (buffer) memory. Invocation 0's fence before
// barrier() acts as a release and invocation 1's fence after it as an acquire; the control
// barrier joins them (VK MM: Synchronizes-With, "fence-fence through a control barrier"), so
// the write of data happens-before its read. data is coherent, so the write is made available
// and the read made visible at QueueFamily scope (VK MM: Per-Instruction Availability and
// Visibility). No race: result is 7, 42 in every execution. Step to the barrier and look at
// the synchronizes-with edge between the two fences.
//
// @expect no-race
// @expect final result = 7,42
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer Data { uint data; };
layout(binding = 1) buffer Result { uint result[]; };
shared uint tile;

void main() {
    uint i = gl_LocalInvocationID.x;
    if (i == 0) {
        tile = 7;
        data = 42;
    }
    memoryBarrierBuffer();
    barrier();
    memoryBarrierBuffer();
    if (i == 1) {
        result[0] = tile;
        result[1] = data;
    }
}
