// Message passing through two members of one buffer block (GLSL)
//
// Lesson: real kernels keep the payload and its flag side by side in one block, here
// `buffer Message { uint data; uint flag; }`. Each member is its own memory location
// (VK MM: Memory Location: a 32-bit integer is its own set of four byte locations, and
// members of a block do not overlap), so SyncScope shows them by their own names,
// `data` and `flag`, and result's members as `result.seen` and `result.got`.
// Workgroup 0 writes data = 42, then stores flag = 1 with a Device-scope release that
// includes MakeAvailable; workgroup 1 loads flag with a Device-scope acquire that includes
// MakeVisible and copies data + 1 to result.got when it saw the flag. The release and the
// acquire synchronize (VK MM: Synchronizes-With) whatever locations sit next to each other:
// sharing a block gives no ordering of its own, and packing into one block takes none away.
// data is nonprivate, so the two accesses of data are location-ordered and do not race.
// Either workgroup 1 ran first (result.got stays 0) or it saw the flag (result.got = 43);
// result.got = 1, a stale payload after the flag, is impossible.
//
// @dispatch 2
// @expect no-race
// @expect never final result.got = 1
// @expect possible final result.got = 43
// @expect possible final result.got = 0
// @expect possible final result.seen = 1
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) nonprivate buffer Message { uint data; uint flag; };
layout(binding = 1) buffer Result { uint seen; uint got; } result;

void main() {
    if (gl_WorkGroupID.x == 0) {
        data = 42;
        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                    gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    } else {
        uint seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                               gl_SemanticsAcquire | gl_SemanticsMakeVisible);
        result.seen = seen;
        if (seen == 1) {
            result.got = data + 1;
        }
    }
}
