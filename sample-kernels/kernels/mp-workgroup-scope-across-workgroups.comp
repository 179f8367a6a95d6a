// Workgroup-scope release/acquire does not reach another workgroup (GLSL)
//
// Lesson: mp-release-acquire.comp again, with one change: the flag's release and acquire use
// gl_ScopeWorkgroup instead of gl_ScopeDevice. The two invocations are in different
// workgroups, so neither is in the other's workgroup scope instance: the atomics are not
// mutually ordered and the release does not synchronize with the acquire
// (VK MM: Scope, Synchronizes-With: "A and B are in the instance of each other's memory
// scopes"). The release's MakeAvailable only reaches workgroup 0's workgroup domain, which
// workgroup 1 cannot see (VK MM: Availability and Visibility Semantics). Click T0 in the
// dispatch grid and press F11 twice (it steps the focused invocation alone), then click T1 and
// press F11, and watch data = 42 stop at workgroup 0's domain: workgroup 1 may see the flag and
// still read a stale payload, and the payload accesses race. The flag races too: atomics
// that are not mutually ordered race like plain accesses (VK MM: Data Race).
// Fix: Device scope (or QueueFamily) for communication between workgroups.
//
// @dispatch 2
// @expect race data
// @expect race flag
// @expect possible final result = 1
// @expect possible final result = 43
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) nonprivate buffer Data { uint data; };
layout(binding = 1) buffer Flag { uint flag; };
layout(binding = 2) buffer Result { uint result; };

void main() {
    if (gl_WorkGroupID.x == 0) {
        data = 42;
        atomicStore(flag, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,
                    gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    } else {
        uint seen = atomicLoad(flag, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,
                               gl_SemanticsAcquire | gl_SemanticsMakeVisible);
        if (seen == 1) {
            result = data + 1;
        }
    }
}
