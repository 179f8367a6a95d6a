// @dispatch 2
// data is workgroupcoherent: its store is MakePointerAvailable Workgroup, its load MakePointerVisible Workgroup.
// Fix as c17's text suggests: the release gets gl_SemanticsMakeAvailable (device). T1's load is still MakePointerVisible Workgroup
// only and the acquire has no MakeVisible: nothing makes the shader-domain write visible to T1 -> still a race.
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) workgroupcoherent buffer D { uint data; };
layout(binding = 1) buffer F { uint flag; };
layout(binding = 2) buffer R { uint result; };
void main() {
    if (gl_WorkGroupID.x == 0) {
        data = 1;
        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    } else {
        if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) == 1u) {
            result = data + 10;
        }
    }
}
