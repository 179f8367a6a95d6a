// Differences across a quad, as a fragment shader's derivatives (GLSL)
//
// Lesson: eight invocations in one subgroup (@subgroup-size 8) stand for a 4 x 2 tile of pixels.
// A quad is four invocations with consecutive subgroup ids from a multiple of 4; the id's bit 0 is
// the pixel's column in the quad and bit 1 its row, so invocation i is pixel x = (i & 1) + 2 (i >> 2),
// y = (i >> 1) & 1, and holds f = x * x + 10 y. subgroupQuadSwapHorizontal(f) returns the f of the
// pixel beside it (quad index xor 1), subgroupQuadSwapVertical(f) the one above or below it (xor 2),
// and subgroupQuadBroadcast(f, 0) the quad's top-left f: no memory is involved, so there is nothing
// to synchronize and no race. Right minus left is the x difference of the quad, 1 in the first
// (f = 0, 1, 10, 11) and 5 in the second (f = 4, 9, 14, 19); bottom minus top is 10 in both. By hand:
// dx = 1 1 1 1 5 5 5 5, dy = 10 in all eight, top-left = 0 0 0 0 4 4 4 4. Every member of a quad
// must call the swap: make it uint beside = 0u; if (f > 5u) { beside = subgroupQuadSwapHorizontal(f); }
// and invocation 5 (f = 9), whose partner 4 (f = 4) skipped the branch, reads an inactive lane, whose
// value SPIR-V leaves undefined ("If an active invocation reads Value from an inactive invocation,
// the resulting value is undefined"); run and check then report "T5 uses the undefined value of
// OpGroupNonUniformQuadSwap from subgroup invocation 4 (not in the tangle)" where the difference is
// stored. Fragment shaders have the same rule for derivatives.
//
// @subgroup-size 8
// @length r = 24
// @expect final r = 1, 1, 1, 1, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10, 10, 10, 0, 0, 0, 0, 4, 4, 4, 4
// @expect stepper final r = 1, 1, 1, 1, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10, 10, 10, 0, 0, 0, 0, 4, 4, 4, 4
// @expect no-race
// @expect no-diagnostic FAULT
// @expect no-diagnostic UNDEFINED_READ
#version 450
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 8) in;
layout(binding = 0) buffer R { uint r[]; };

void main() {
    uint i = gl_SubgroupInvocationID;
    uint x = (i & 1u) + 2u * (i >> 2u);
    uint y = (i >> 1u) & 1u;
    uint f = x * x + 10u * y;
    uint beside = subgroupQuadSwapHorizontal(f);
    uint across = subgroupQuadSwapVertical(f);
    r[i] = (i & 1u) == 1u ? f - beside : beside - f;
    r[8u + i] = (i & 2u) == 2u ? f - across : across - f;
    r[16u + i] = subgroupQuadBroadcast(f, 0u);
}
