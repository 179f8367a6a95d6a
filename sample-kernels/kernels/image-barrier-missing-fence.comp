// barrier() does not order image memory (GLSL)
//
// Lesson: invocation 0 stores 42 to texel 0 of the coherent storage image img; after barrier()
// invocation 1 loads it. barrier() is OpControlBarrier Workgroup Workgroup
// AcquireRelease|WorkgroupMemory: its release and acquire cover only the Workgroup storage class,
// and an image's texels are the Image storage class (ImageMemory semantics). Happens-before is
// built per storage class from the classes in the semantics (VK MM: Inter-Thread-Happens-Before),
// so nothing orders the store before the load: a data race on img (VK MM: Data Race), and result
// may be 0 or 42. coherent adds availability and visibility, not ordering. The race's advice names
// the fix, memoryBarrierImage() on both sides of the barrier: image-barrier-with-fences.comp.
//
// @expect race img
// @expect possible final result = 42
// @expect possible final result = 0
#version 450
layout(local_size_x = 2) in;
layout(binding = 0, r32ui) uniform coherent uimage1D img;
layout(binding = 1) buffer Result { uint result; };

void main() {
    uint i = gl_LocalInvocationID.x;
    if (i == 0u) {
        imageStore(img, 0, uvec4(42u));
    }
    barrier();
    if (i == 1u) {
        result = imageLoad(img, 0).x;
    }
}
