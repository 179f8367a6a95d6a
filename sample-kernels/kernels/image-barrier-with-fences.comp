// memoryBarrierImage() around barrier(): image memory ordered too (GLSL)
//
// Lesson: the fix of image-barrier-missing-fence.comp. memoryBarrierImage() is OpMemoryBarrier
// with AcquireRelease on ImageMemory. Invocation 0's fence before barrier() acts as a release and
// invocation 1's fence after it as an acquire; the control barrier joins them (VK MM:
// Synchronizes-With, fence-control barrier-fence), so the store to img happens-before the load.
// img is coherent: its accesses are non-private and made available and visible at queue-family
// scope (as spirv-opt upgrades a coherent image: MakeTexelAvailable, MakeTexelVisible,
// NonPrivateTexel).
// No race: result is 42 in every execution. Take coherent away and the fences no longer help: the
// accesses are then private, and private accesses of two invocations are ordered only by
// system-synchronizes-with, never by a shader's barriers (VK MM: Private vs. Non-Private) — a race
// again.
//
// @expect no-race
// @expect final result = 42
#version 450
layout(local_size_x = 2) in;
layout(binding = 0, r32ui) uniform coherent uimage1D img;
layout(binding = 1) buffer Result { uint result; };

void main() {
    uint i = gl_LocalInvocationID.x;
    if (i == 0u) {
        imageStore(img, 0, uvec4(42u));
    }
    memoryBarrierImage();
    barrier();
    memoryBarrierImage();
    if (i == 1u) {
        result = imageLoad(img, 0).x;
    }
}
