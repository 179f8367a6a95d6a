// barrier-shared-release-before-only.comp with the fix its race names: memoryBarrierShared() after the execution-only
// control barrier too, so the release before it synchronizes with the acquire after it (fence-control-barrier-fence):
// no race
#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
shared uint s[2];
layout(binding = 0) buffer Out { uint r[]; };
void main() {
    uint i = gl_LocalInvocationID.x;
    s[i] = i + 10;
    memoryBarrierShared();
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, 0, gl_SemanticsRelaxed);
    memoryBarrierShared();
    r[i] = s[1 - i];
}
