// A ticket lock with atomics (GLSL)
//
// Lesson: two workgroups each take a ticket with atomicAdd on nextTicket, wait until
// nowServing equals their ticket, increment the plain (non-atomic) counter, and hand the lock
// on by storing ticket + 1 to nowServing. The hand-over is a Device-scope release with
// MakeAvailable and the wait an acquire with MakeVisible: each holder's write of counter
// happens-before the next holder's read (VK MM: Synchronizes-With, Happens-Before), and the
// availability and visibility operations carry the value through the shader domain
// (VK MM: Availability and Visibility Semantics). The ticket itself needs no ordering, so its
// atomicAdd is relaxed; each atomic read-modify-write reads the value just before its own
// write in the scoped modification order of nextTicket (VK MM: Scoped Modification Order,
// Atomic Operation), so the tickets are distinct. Step the waiting
// workgroup and watch it spin until its turn; counter ends at 2 in every run, with no
// race. `syncscope check` finds the same in every execution that ends: two outcomes
// (either workgroup first), counter = 2 in both, no race. A wait's atomic reads of
// nowServing take its writes in modification order and the other workgroup writes it once,
// so the check bounds each wait (its notes say which paths it left out, and why). Its
// answer stays UNKNOWN all the same: the memory model promises no time by which a write
// becomes visible, so a wait may also last for ever, an execution with no end. The claims
// below are therefore the stepper's.
//
// @dispatch 2
// @expect stepper no-race
// @expect stepper final counter = 2
// @expect no-diagnostic SPIN
// @expect no-diagnostic DEADLOCK
#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer Tickets { uint nextTicket; };
layout(binding = 1) buffer Serving { uint nowServing; };
layout(binding = 2) nonprivate buffer Counter { uint counter; };

void main() {
    uint ticket = atomicAdd(nextTicket, 1u, gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
    while (atomicLoad(nowServing, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                      gl_SemanticsAcquire | gl_SemanticsMakeVisible) != ticket) {
    }
    counter = counter + 1;
    atomicStore(nowServing, ticket + 1, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                gl_SemanticsRelease | gl_SemanticsMakeAvailable);
}
