#version 450
layout(local_size_x = 1) in;
shared uint s[2];
layout(binding = 0) buffer Out { uint a[2]; };
void main() {
    a[1] = s[1];
}
