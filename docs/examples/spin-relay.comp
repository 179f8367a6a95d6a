// Spinners that look hopeless for a moment, though one of them can still learn something.
// Workgroup 1: T2 writes data = 1 and releases ready; T3 acquires ready, then polls flag with an
// atomicOr that writes back what it reads. Workgroup 0: T0 polls flag the same way, T1 rereads data
// with a plain (coherent) load, and both meet at a barrier after each read.
// Step T0 and T1 three times round their loop first, then T2, then T3 three times: every invocation
// that can step now rereads a value it has read three times. Yet T0's next poll reads T3's
// write-back and acquires what T3 knows (T2's write of data), T0's barrier releases it to T1, and
// T1's next load reads 1 (VK MM: Synchronizes-With, Happens-Before, Visible-To). A write-back can
// carry synchronizes-with, so while spinners write, the spin rule stops them only when every one
// reads by coherence alone (an atomic read of atomic writes), never by visibility, like T1.
// (SpinDiagnosticTest)
// @dispatch 2
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 2) in;
layout(binding = 0) coherent buffer Data { uint data; };
layout(binding = 1) buffer Ready { uint ready; };
layout(binding = 2) buffer Flag { uint flag; };

const int buffers = gl_StorageSemanticsBuffer;
const int acqRel = gl_SemanticsAcquireRelease | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible;

void main() {
    uint id = gl_LocalInvocationIndex;
    if (gl_WorkGroupID.x == 1u) {
        if (id == 0u) {
            data = 1u;
            atomicStore(ready, 1u, gl_ScopeDevice, buffers, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
        } else {
            while (atomicLoad(ready, gl_ScopeDevice, buffers, gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 0u) {
            }
            while (atomicOr(flag, 0u, gl_ScopeDevice, buffers, acqRel) == 0u) {
            }
        }
    } else {
        uint v = 0u;
        while (v == 0u) {
            if (id == 0u) {
                v = atomicOr(flag, 0u, gl_ScopeDevice, buffers, acqRel);
            } else {
                v = data;
            }
            controlBarrier(gl_ScopeWorkgroup, gl_ScopeDevice, buffers, acqRel);
        }
    }
}
