package dev.syncscope.samples;

import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The samples' stepper runs end whatever order the schedule prefers, spin-waits included. */
class StepperRunsTest {

    @Test
    void aWaitForTwoFlagsYieldsToTheLaterInvocationsThatSetThemInTheOrderedSchedules() {
        // T0 waits for a and b. T1 waits for c, then sets b; T2 sets a and c. "In order" prefers T0, then T1: both spin
        // and yield, T2 runs, and then T0, which reads a = 1 and b = 0 in turn, must yield to T1 again after repeating
        // its reads, not only after rereading one location
        StepperRuns runs = StepperRuns.of(ProgramLoader.load("wait-first.comp", """
                // @dispatch 3
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer Flags { uint a; uint b; uint c; };
                layout(binding = 1) buffer Out { uint got; };
                const int buffers = gl_StorageSemanticsBuffer;
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        while (atomicLoad(a, gl_ScopeDevice, buffers, gl_SemanticsAcquire) == 0u
                               || atomicLoad(b, gl_ScopeDevice, buffers, gl_SemanticsAcquire) == 0u) {
                        }
                        got = 1u;
                    } else if (gl_WorkGroupID.x == 1u) {
                        while (atomicLoad(c, gl_ScopeDevice, buffers, gl_SemanticsAcquire) == 0u) {
                        }
                        atomicStore(b, 1u, gl_ScopeDevice, buffers, gl_SemanticsRelease);
                    } else {
                        atomicStore(a, 1u, gl_ScopeDevice, buffers, gl_SemanticsRelease);
                        atomicStore(c, 1u, gl_ScopeDevice, buffers, gl_SemanticsRelease);
                    }
                }
                """));
        for (StepperRuns.Run r : runs.runs()) {
            assertTrue(r.finished(), r.schedule() + " ran to the step limit");
            assertTrue(r.diagnostics().isEmpty(), r.schedule() + ": " + r.diagnostics());
            assertEquals(1L, r.outcome().values().get("got"), r.schedule());
        }
    }
}
