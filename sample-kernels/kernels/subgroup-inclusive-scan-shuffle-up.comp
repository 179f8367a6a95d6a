// Inclusive scan of a subgroup with shuffles (GLSL)
//
// Lesson: four invocations in one subgroup (@subgroup-size 4) each hold v = its index + 1 and
// compute the inclusive prefix sums in two rounds, the Hillis-Steele scan: in round d (1, then 2)
// each invocation takes v from the invocation d below it with subgroupShuffleUp(v, d) and adds it.
// An invocation whose id is below d has no such invocation: SPIR-V says the result of
// OpGroupNonUniformShuffleUp "is undefined if Delta is greater than the current invocation's id
// within the group or if the selected lane is inactive". That is an undefined value, not
// undefined behaviour. So every invocation calls the shuffle, and only those with
// gl_SubgroupInvocationID >= d use what it returns. SyncScope reports an undefined value only where
// it is stored or decides something, so this kernel has no finding. By hand: after round 1,
// v = 1, 3, 5, 7; after round 2, v = 1, 3, 6, 10. Remove the if and keep the addition: invocation
// 0 then adds an undefined value, and run and check report "T0 uses the undefined value of
// OpGroupNonUniformShuffleUp from subgroup invocation -1, outside the subgroup" where the sums are
// stored. Move the shuffle inside the if instead, and invocation 1 reads invocation 0, which is
// then not in the tangle: its value is undefined as well.
//
// @subgroup-size 4
// @length r = 4
// @expect final r = 1, 3, 6, 10
// @expect stepper final r = 1, 3, 6, 10
// @expect no-race
// @expect no-diagnostic FAULT
// @expect no-diagnostic UNDEFINED_READ
#version 450
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer R { uint r[]; };

void main() {
    uint v = gl_LocalInvocationIndex + 1u;
    for (uint d = 1u; d < gl_SubgroupSize; d <<= 1u) {
        uint o = subgroupShuffleUp(v, d);
        if (gl_SubgroupInvocationID >= d) {
            v += o;
        }
    }
    r[gl_LocalInvocationIndex] = v;
}
