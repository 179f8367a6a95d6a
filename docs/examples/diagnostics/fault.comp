#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { uint kept[1]; };
void main() {
    uint i = 3u;
    kept[i] = 1u;
}
