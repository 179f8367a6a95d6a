// @dispatch 2
// VK MM: Atomic Operation, Synchronizes-With ("in the instance of each other's memory scopes"): the release store of
// the flag has Workgroup scope, whose instance leaves T1 (workgroup 1) out; the acquire load's Device scope holds T0.
// Only the release's scope is to be widened.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(std430, binding = 0) coherent buffer B { uint data; uint flag; uint seen; };
void main() {
    if (gl_WorkGroupID.x == 0u) {
        data = 42u;
        atomicStore(flag, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    } else {
        if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 1u) {
            seen = data;
        }
    }
}
