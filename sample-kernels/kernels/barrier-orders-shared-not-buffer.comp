// barrier() orders shared memory, not buffer memory (GLSL)
//
// Lesson: invocation 0 writes the shared variable tile and the storage buffer data, both
// declared coherent; after barrier() invocation 1 reads both. barrier() is
// OpControlBarrier Workgroup Workgroup AcquireRelease|WorkgroupMemory: its release and acquire
// cover only the Workgroup storage class. So the barrier orders the write of tile before its
// read, but for data (StorageBuffer) there is no happens-before at all: happens-before is
// built per storage class from the storage classes in the barrier's semantics
// (VK MM: Inter-Thread-Happens-Before, Memory Semantics), and coherent only adds
// availability and visibility, not ordering. Step through and compare the two reads: tile is
// always 7, data may read 0 — a data race on data (VK MM: Data Race).
// Fix: barrier-with-buffer-fence.comp.
//
// @expect race data
// @expect no-race tile
// @expect final result = 7
// @expect possible final result = 7,0
// @expect possible final result = 7,42
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
    barrier();
    if (i == 1) {
        result[0] = tile;
        result[1] = data;
    }
}
