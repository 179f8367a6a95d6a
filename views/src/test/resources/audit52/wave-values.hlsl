// @subgroup-size 4
// @dispatch 1
// @length r = 64
RWStructuredBuffer<uint> r : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint t = id.x;
    uint b = t * 8;
    r[b + 0] = WaveActiveSum(t);
    r[b + 1] = WavePrefixSum(t);
    r[b + 2] = WaveReadLaneAt(t * 3, 1);
    r[b + 3] = WaveActiveBallot(t % 2 == 0).x;
    r[b + 4] = WaveIsFirstLane() ? 1 : 0;
    r[b + 5] = WaveGetLaneIndex() + 10 * WaveGetLaneCount();
    r[b + 6] = WavePrefixCountBits(t >= 1);
    r[b + 7] = WaveActiveMax(t) * 100 + WaveActiveMin(t) * 10 + (WaveActiveAllEqual(t / 4) ? 1 : 0);
}
