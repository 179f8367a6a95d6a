// Workgroup reduction with barrier(): race-free (GLSL)
//
// Lesson: reduction-missing-barrier.comp with the barrier() restored between the two phases.
// barrier() is OpControlBarrier Workgroup Workgroup AcquireRelease|WorkgroupMemory: no
// invocation passes it before all have arrived, and because its semantics are AcquireRelease
// on Workgroup storage, invocation 1's barrier synchronizes with invocation 0's barrier of
// the same dynamic instance (VK MM: Synchronizes-With, control barriers). The write of partial[1]
// therefore happens-before invocation 0's read, and the per-access availability and
// visibility of coherent shared memory complete the chain (VK MM: Location-Ordered). Step
// both invocations to the barrier and watch invocation 0 wait there until invocation 1
// arrives. There is no race, and total is 10 in every execution.
//
// @buffer inputs = 1,2,3,4
// @length inputs = 4
// @expect no-race
// @expect final total = 10
// @expect no-stale
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) buffer In { uint inputs[]; };
layout(binding = 1) buffer Out { uint total; };
shared uint partial[2];

void main() {
    uint i = gl_LocalInvocationID.x;
    partial[i] = inputs[2 * i] + inputs[2 * i + 1];
    barrier();
    if (i == 0) {
        total = partial[0] + partial[1];
    }
}
