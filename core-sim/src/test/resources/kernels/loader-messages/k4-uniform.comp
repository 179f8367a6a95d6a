// @buffer params = 7
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) uniform Params { uint n; } params;
layout(binding = 1) buffer B { uint d; };
layout(push_constant) uniform PC { uint k; } pc;
void main() { d = params.n + pc.k; }
