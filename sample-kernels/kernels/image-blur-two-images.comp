// A blur that reads one image and writes another: no race (GLSL)
//
// Lesson: the fix of image-blur-in-place.comp. Each of four invocations averages its texel of src
// with its two neighbours (clamped at the edges) and writes the average to its texel of dst. src
// is only read, and each texel of dst is written by one invocation alone, so no two accesses
// conflict and nothing needs ordering (VK MM: Data Race needs a write and an access to the same
// location). The result is the same in every execution: (0 + 0 + 3) / 3, (0 + 3 + 6) / 3,
// (3 + 6 + 9) / 3, (6 + 9 + 9) / 3. The next pass swaps the two images (ping-pong), in a
// dispatch of its own after a pipeline barrier (vkCmdPipelineBarrier) whose memory dependency
// makes this pass's writes of dst available and visible to the next pass's reads.
//
// @buffer src = 0.0, 3.0, 6.0, 9.0
// @expect no-race
// @expect final dst = 1.0,3.0,6.0,8.0
#version 450
layout(local_size_x = 4) in;
layout(binding = 0, r32f) uniform readonly image1D src;
layout(binding = 1, r32f) uniform writeonly image1D dst;

void main() {
    int i = int(gl_LocalInvocationID.x);
    float left = imageLoad(src, max(i - 1, 0)).x;
    float self = imageLoad(src, i).x;
    float right = imageLoad(src, min(i + 1, 3)).x;
    imageStore(dst, i, vec4((left + self + right) / 3.0));
}
