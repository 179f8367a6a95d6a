// Message passing between two invocations of one workgroup through a storage buffer.
// @dispatch 1,1,1
// @buffer data = 0,0
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(set = 0, binding = 0) nonprivate buffer Data { uint data[]; };
layout(set = 0, binding = 1) buffer Flag { uint flag; };
layout(set = 0, binding = 2) buffer Result { uint result; };

void main() {
    if (gl_LocalInvocationID.x == 0) {
        data[0] = 42;
        atomicStore(flag, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,
                    gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    } else {
        while (atomicLoad(flag, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,
                          gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 0) {
        }
        result = data[0];
    }
}
