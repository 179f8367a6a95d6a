// barrier-shared-execution-only.comp with the fix its race names: the control barrier has AcquireRelease semantics
// naming WorkgroupMemory, so the write happens-before the other invocation's read: no race
#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
shared uint s[2];
layout(binding = 0) buffer Out { uint r[]; };
void main() {
    uint i = gl_LocalInvocationID.x;
    s[i] = i + 10;
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsAcquireRelease);
    r[i] = s[1 - i];
}
