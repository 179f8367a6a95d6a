// Four bytes packed into one uint by hand: lost bytes and a data race (GLSL)
//
// Lesson: four invocations each put one byte into a shared uint, invocation i the value i + 1 at bits
// 8i..8i+7, by reading the word, setting its byte and writing the word back. Each access touches all
// four bytes of the word, the four memory locations of the spec's 8-bit locations (VK MM: Memory
// Location), so every pair of one invocation's store and another's load or store is two accesses to
// overlapping sets of locations, neither happening before the other: a data race (VK MM: Data Race).
// An invocation that read the word before another wrote its byte writes that byte back as 0, so a
// byte can be lost: the word can end as 0x04000000 (67108864), every byte but the last writer's lost,
// as well as 0x04030201 (67305985) with all four. Fix: pack-bytes-uint8.comp, where each invocation
// stores its own uint8_t; atomicOr(word, byte << shift) fixes it too.
//
// @dispatch 1
// @expect race
// @expect possible final word = 67305985
// @expect possible final word = 67108864
// @expect never final word = 0
#version 450
layout(local_size_x = 4) in;
layout(binding = 0) buffer Packed { uint word; };

void main() {
    uint i = gl_LocalInvocationID.x;
    uint w = word;
    word = w | ((i + 1u) << (8u * i));
}
