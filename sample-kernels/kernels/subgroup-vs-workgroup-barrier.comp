// subgroupBarrier() orders only the subgroup; barrier() the whole workgroup (GLSL)
//
// Lesson: four invocations in two subgroups of two (@subgroup-size 2). Each writes its slot of
// the shared arrays pairs and halves, then calls subgroupBarrier(), then reads its
// neighbour's slot of pairs (i ^ 1, same subgroup) and the slot of halves of the invocation
// two away (i ^ 2, the other subgroup). subgroupBarrier() is OpControlBarrier with Subgroup
// execution and memory scope: it synchronizes only invocations of one subgroup instance
// (VK MM: Scope, Synchronizes-With), so the pairs reads are ordered after their writes and the
// halves reads are not — a data race on halves (VK MM: Data Race). Step one subgroup through
// the barrier while the other has not written yet and watch it pass anyway.
// Fix: barrier(), whose execution and memory scope is the workgroup.
//
// @subgroup-size 2
// @length result = 8
// @expect no-race pairs
// @expect race halves
#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer Out { uint result[]; };
shared uint pairs[4];
shared uint halves[4];

void main() {
    uint i = gl_LocalInvocationID.x;
    pairs[i] = i + 1;
    halves[i] = i + 1;
    subgroupBarrier();
    result[2 * i] = pairs[i ^ 1];
    result[2 * i + 1] = halves[i ^ 2];
}
