// The canonical shared-memory histogram: the bins zeroed by plain stores, barrier(), atomic adds,
// barrier(), the bins added to the output. Race-free: the stores are location-ordered before every
// add through the first barrier, the adds are mutually ordered atomics, and the second barrier orders
// them before the plain reads (VK MM: Location-Ordered, Atomic Operation, Data Race). data starts at
// 0, so all 8 invocations add to bins[0]; each add reads the one just before it in their scoped
// modification order, the first the store's 0 (VK MM: Scoped Modification Order Coherence, last
// bullet): 8! = 40,320 executions, one outcome. The check reached its time limit with no execution
// until the rmwinit branch (limits.md, performance.md "Shared-memory histogram").
// @expect no-race
// @expect final bins[0] = 8
// @expect final hist[0] = 8
// @expect final hist[1] = 0
#version 450
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer In { uint data[]; };
layout(std430, binding = 1) buffer Out { uint hist[]; };
shared uint bins[4];
void main() {
    uint i = gl_LocalInvocationID.x;
    if (i < 4) bins[i] = 0;
    barrier();
    atomicAdd(bins[data[gl_GlobalInvocationID.x] & 3u], 1u);
    barrier();
    if (i < 4) atomicAdd(hist[i], bins[i]);
}
