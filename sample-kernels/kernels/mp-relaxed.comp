// Message passing with a relaxed flag: a stale read and a data race (GLSL)
//
// Lesson: the same program as mp-release-acquire.comp, but the flag is stored and loaded
// with relaxed semantics (no Release/Acquire, no MakeAvailable/MakeVisible). Step
// workgroup 0 twice, then workgroup 1: the flag's own atomic store and load see each other,
// so workgroup 1 reads flag = 1, but nothing synchronizes the two workgroups
// (VK MM: Synchronizes-With needs a release and an acquire), so the write data = 42 never
// becomes visible to workgroup 1 and its read of data returns the initial 0: a stale read
// (line 34) and a data race between the write of data and its read (VK MM: Data Race,
// Location-Ordered). result = 1 — "flag seen, payload missing" — is now a possible outcome.
// Fix: make the store a release with MakeAvailable and the load an acquire with MakeVisible.
//
// @dispatch 2
// @expect race data
// @expect possible final result = 1
// @expect possible final result = 43
// @expect stale 34
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
        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
    } else {
        uint seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
        if (seen == 1) {
            // the payload: stale unless something made data = 42 visible here
            result = data + 1;
        }
    }
}
