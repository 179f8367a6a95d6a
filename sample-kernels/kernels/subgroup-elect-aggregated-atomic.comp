// One atomic per subgroup: elect a leader to reserve output slots (GLSL)
//
// Lesson: eight invocations in two subgroups of four (@subgroup-size 4) append their odd input
// values to kept. Instead of one atomicAdd per invocation, each subgroup votes:
// subgroupBallot(keep) has a bit for every invocation of the tangle whose keep is true,
// subgroupElect() is true in exactly one of them (the lowest active id), which reserves
// subgroupBallotBitCount(voters) slots with a single atomicAdd on count, and
// subgroupBroadcastFirst hands the base it read to the others (the first active invocation is
// the elected one). Each keeper writes at base + its rank among the keepers
// (subgroupBallotExclusiveBitCount), so the slots are distinct and there is no race.
// A subgroup operation is executed together by its tangle, the active invocations executing the
// same dynamic instance (SPIR-V "Tangle"): step one invocation to the ballot and watch it wait
// ("waiting at subgroup op") like at a barrier until the rest of its subgroup arrives. Unlike a
// barrier it orders no memory. Which subgroup reserves first depends on the schedule, so kept
// holds 3, 5, 7, 9 or 9, 3, 5, 7; count is 4 either way. The exhaustive check finds exactly
// these two outcomes: each path assumes the tangle of every subgroup operation, and only paths
// whose assumptions agree (one leader per subgroup, one base for all its keepers) form an execution.
//
// @subgroup-size 4
// @buffer data = 3, 8, 5, 7, 2, 4, 9, 6
// @length data = 8
// @length kept = 4
// @expect final count = 4
// @expect possible final kept = 3, 5, 7, 9
// @expect possible final kept = 9, 3, 5, 7
// @expect never final kept = 3, 9, 5, 7
// @expect no-race
// @expect stepper possible final kept = 3, 5, 7, 9
// @expect stepper possible final kept = 9, 3, 5, 7
// @expect no-diagnostic FAULT
// @expect no-diagnostic DEADLOCK
#version 450
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 8) in;
layout(binding = 0) readonly buffer In { uint data[]; };
layout(binding = 1) buffer Count { uint count; };
layout(binding = 2) buffer Kept { uint kept[]; };

void main() {
    uint value = data[gl_LocalInvocationIndex];
    bool keep = (value & 1u) == 1u;
    uvec4 voters = subgroupBallot(keep);
    uint base = 0;
    if (subgroupElect()) {
        base = atomicAdd(count, subgroupBallotBitCount(voters));
    }
    base = subgroupBroadcastFirst(base);
    if (keep) {
        kept[base + subgroupBallotExclusiveBitCount(voters)] = value;
    }
}
