// Four bytes stored as uint8_t: no race, no byte lost (GLSL)
//
// Lesson: the fix of pack-bytes-by-hand.comp. Each invocation stores its byte, i + 1, to its own
// element of a uint8_t array (GL_EXT_shader_8bit_storage) instead of rewriting the whole word. A memory
// location is 8 bits (VK MM: Memory Location), and each store touches only its own byte, so the four
// stores access disjoint sets of locations and no two of them race (VK MM: Data Race needs overlapping
// sets), though they share one 32-bit word: in every execution the bytes end as 1, 2, 3, 4. SyncScope
// gives memory that holds 8- or 16-bit scalars a location per scalar, indexed by byte.
//
// @dispatch 1
// @expect no-race
// @expect final bytes = 1, 2, 3, 4
// @expect stepper final bytes = 1, 2, 3, 4
#version 450
#extension GL_EXT_shader_8bit_storage : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer Packed { uint8_t bytes[4]; };

void main() {
    uint i = gl_LocalInvocationID.x;
    bytes[i] = uint8_t(i + 1u);
}
