// A blur written in place races with its own reads (GLSL)
//
// Lesson: each of four invocations averages its texel of img with its two neighbours (clamped at
// the edges) and writes the average back to its own texel, in place. Invocation 1 reads texel 0,
// which invocation 0 writes, and nothing orders the two: a data race on img (VK MM: Data Race).
// So each average may use old or new neighbours, and the result changes with the order the
// invocations run in: step T0 to the end first and T1 reads the new texel 0 (1.0, not 0.0). A
// barrier between the reads and the writes would order them within a workgroup (with
// memoryBarrierImage() on both sides and a coherent image: image-barrier-with-fences.comp), but not
// across workgroups; the usual fix reads one image and writes another:
// image-blur-two-images.comp.
//
// @buffer img = 0.0, 3.0, 6.0, 9.0
// @expect race img
// @expect possible final img = 1.0,3.0,6.0,8.0
// @expect possible final img = 1.0,3.3333333,6.0,8.0
#version 450
layout(local_size_x = 4) in;
layout(binding = 0, r32f) uniform image1D img;

void main() {
    int i = int(gl_LocalInvocationID.x);
    float left = imageLoad(img, max(i - 1, 0)).x;
    float self = imageLoad(img, i).x;
    float right = imageLoad(img, min(i + 1, 3)).x;
    imageStore(img, i, vec4((left + self + right) / 3.0));
}
