// Lanes of one wave trade values through groupshared memory: a race even in lockstep (HLSL)
//
// Lesson: four threads in one wave of four (@subgroup-size 4). Each stores mine = (i + 1) * 10
// to its element of the groupshared array slot, calls WaveActiveBallot(true), and reads its
// neighbour's element, slot[i ^ 1], into viaMemory. Code written for lanes that execute in
// lockstep trades values this way, trusting that the neighbour's store has happened by the time
// the wave intrinsic returns. A wave intrinsic is a subgroup operation: its lanes execute it
// together (SPIR-V "Tangle"), and it has no memory semantics, so it orders no memory. Nothing
// makes the neighbour's store happen-before the load: the two race (VK MM: Data Race), and the
// load's value is undefined. Run it with the scheduler LOCK_STEP_SUBGROUPS (launch settings,
// Ctrl+L): every lane stores before any lane loads, and each load still has no write visible to
// it; its read chooser offers the neighbour's store only because the read races. viaWave gets the same
// neighbour's value with WaveReadLaneAt(mine, i ^ 1), which moves it from lane to lane without
// memory: 20, 10, 40, 30 in every execution.
// Fix: WaveReadLaneAt, or GroupMemoryBarrierWithGroupSync() between the store and the load
// (a workgroup control barrier with acquire-release semantics on groupshared memory).
//
// @subgroup-size 4
// @dispatch 1
// @length viaMemory = 4
// @length viaWave = 4
// @expect race slot
// @expect possible final viaMemory = 20, 10, 40, 30
// @expect final viaWave = 20, 10, 40, 30
// @expect diagnostic UNDEFINED_READ at 37
// @expect no-diagnostic DEADLOCK
RWStructuredBuffer<uint> viaMemory : register(u0);
RWStructuredBuffer<uint> viaWave : register(u1);
groupshared uint slot[4];

[numthreads(4, 1, 1)]
void main(uint3 lid : SV_GroupThreadID) {
    uint i = lid.x;
    uint mine = (i + 1) * 10;
    slot[i] = mine;
    WaveActiveBallot(true);
    viaMemory[i] = slot[i ^ 1];
    viaWave[i] = WaveReadLaneAt(mine, i ^ 1);
}
