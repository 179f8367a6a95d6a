// memoryBarrierShared() after an execution-only control barrier and nothing before it: each invocation's acquire after
// the barrier is matched by no release before the barrier on the other's side (VK MM: Synchronizes-With,
// fence-control-barrier-fence), so the read after it races -> race expected
#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
shared uint s[2];
layout(binding = 0) buffer Out { uint r[]; };
void main() {
    uint i = gl_LocalInvocationID.x;
    s[i] = i + 10;
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, 0, gl_SemanticsRelaxed);
    memoryBarrierShared();
    r[i] = s[1 - i];
}
