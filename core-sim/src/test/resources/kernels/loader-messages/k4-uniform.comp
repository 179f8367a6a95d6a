// @buffer params = 7
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) uniform Params { uint n; } params;
layout(binding = 1) buffer B { uint d; };
layout(binding = 2) uniform samplerCube tex;
uint f(samplerCube t) { return 3u; }
void main() { d = params.n + f(tex); }
