// Two bindings aliasing one buffer: a data race inside one invocation (GLSL)
//
// Lesson: the buffers a and b are bound to the same allocation (@alias a b), so a[k] and b[k]
// are the same memory location reached through two different references
// (VK MM: Reference). A single invocation writes a[0] = 7 and then reads b[0]. Program order
// is not enough: location-ordered through program order alone needs the same agent AND the
// same reference, and the availability/visibility paths inside a shader also need one
// reference; between distinct references only the device domain helps, which shaders cannot
// reach (VK MM: Location-Ordered). So the write and the read race (VK MM: Data Race) and the
// read may return the old 0 — step it and see the write visible to (invocation, a) but not to
// (invocation, b). The other direction is fine: reading b[1] and then writing a[1] is
// location-ordered because the first access is a read and both are non-private.
// Fix: use one binding for both accesses, or split the work into two dispatches with a
// pipeline barrier between them.
//
// @alias a b
// @buffer a = 0,5
// @length a = 2
// @length b = 2
// @expect race a[0]
// @expect no-race a[1]
// @expect possible final seen = 0
// @expect final a = 7,6
// @expect stale 37
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) nonprivate buffer A { uint a[]; };
layout(binding = 1) nonprivate buffer B { uint b[]; };
layout(binding = 2) buffer Result { uint seen; };

void main() {
    a[0] = 7;
    uint old = b[1];
    a[1] = old + 1;
    seen = b[0];
}
