// a shared array written before a control barrier with WorkgroupMemory in its semantics but no Acquire/Release bits
// (OpControlBarrier Workgroup Workgroup WorkgroupMemory): it orders execution only (VK MM: Synchronizes-With), so the
// other invocation's read after it races -> race expected; barrier-shared-acquire-release.comp is the fix
#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
shared uint s[2];
layout(binding = 0) buffer Out { uint r[]; };
void main() {
    uint i = gl_LocalInvocationID.x;
    s[i] = i + 10;
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsRelaxed);
    r[i] = s[1 - i];
}
