// @alias a b
// VK MM: Atomic Operation: atomics are mutually ordered only when they access the location through the same
// reference; a and b are two bindings of one buffer.
#version 450
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer A { uint a; };
layout(binding = 1) coherent buffer B { uint b; };
void main() {
    if (gl_LocalInvocationID.x == 0u) { atomicExchange(a, 1u); } else { atomicAdd(b, 1u); }
}
