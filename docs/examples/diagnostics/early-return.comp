#version 450
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { uint data[]; };
shared uint tile[4];
void main() {
    uint i = gl_LocalInvocationID.x;
    if (i == 3u)
        return;
    tile[i] = i;
    barrier();
    data[i] = tile[(i + 1u) % 3u];
}
