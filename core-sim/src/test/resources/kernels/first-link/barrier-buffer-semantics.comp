// barrier-coherent-buffer-no-fence.comp with the fix the race names: the control barrier's semantics name the buffer's
// storage class (UniformMemory), so the write happens-before the other invocation's read: no race
#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer Buf { uint b[]; };
layout(binding = 1) buffer Out { uint r[]; };
void main() {
    uint i = gl_LocalInvocationID.x;
    b[i] = i + 10;
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease);
    r[i] = b[1 - i];
}
