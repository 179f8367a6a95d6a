#version 450
layout(local_size_x = 1) in;
layout(binding=0) buffer B { uint d; };
uint f(uint n) { return n == 0u ? 0u : f(n - 1u) + 1u; }
void main() { d = f(5u); }
