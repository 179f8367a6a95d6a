// A counted loop that rereads one unchanged value 40 times: it ends by its counter, not by the
// value changing, so it is no spin. The stepper runs it to the end (sum = 40 * 3 = 120); the
// exhaustive checker cuts a path at its spin bound of 32 rereads (check --spin-bound 64 checks it whole).
// @buffer x = 3
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer X { uint x; };
layout(binding = 1) buffer S { uint sum; };
void main() {
    uint s = 0;
    for (int i = 0; i < 40; i++) {
        s += x;
    }
    sum = s;
}
