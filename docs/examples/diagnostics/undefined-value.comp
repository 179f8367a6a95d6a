#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { uint a[2]; };
uint pick(uint i) {
    if (i > 5u) {
        return 1u;
    }
}
void main() {
    uint x;
    a[0] = pick(0u);
    if (x == 3u) {
        a[1] = 1u;
    }
}
