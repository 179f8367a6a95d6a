// The counted loop of counted-loop.comp in HLSL: it rereads one unchanged value 40 times and ends by its
// counter. The compiler keeps s and i in unnamed SSA values (phis), which the window's variables do not list;
// the stepper's spin rule compares the whole invocation state, so this is no spin: sum = 40 * 3 = 120.
// @buffer x = 3
RWStructuredBuffer<uint> x : register(u0);
RWStructuredBuffer<uint> sum : register(u1);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint s = 0;
    for (int i = 0; i < 40; i++) {
        s += x[0];
    }
    sum[0] = s;
}
