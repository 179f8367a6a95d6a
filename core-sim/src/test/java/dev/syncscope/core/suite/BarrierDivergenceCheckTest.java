package dev.syncscope.core.suite;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exhaustive check of a kernel reports barrier divergence as a definite failure (SPIR-V OpControlBarrier:
 * every invocation of the execution scope instance executes the same dynamic instance; the memory model defines
 * barrier synchronization only for such instances), while a litmus test's barriers pair only the threads that
 * execute them (the Alloy model's scbarinst), so a thread that skips one is no error there.
 */
class BarrierDivergenceCheckTest {

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Out { uint result[]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                result[i] = 1;
                if (CONDITION) {
                    barrier();
                }
                result[i] = 2;
            }
            """;

    private static FileCheck.Report check(String name, String text) {
        return FileCheck.check(name, text, null, Duration.ofSeconds(60));
    }

    @Test
    void aBarrierOnlyOneInvocationOfTheWorkgroupMeetsIsAFailureNamingTheOtherInvocation() {
        FileCheck.Report r = check("divergent.comp", KERNEL.replace("CONDITION", "i == 0"));
        assertEquals(List.of("barrier divergence: T1 finishes without meeting control barrier instance 0, which T0"
                + " of the same workgroup meets at divergent.comp:8"), r.divergences());
        assertTrue(r.races().isEmpty(), "no race: the verdict comes from the divergence alone");
        assertTrue(r.failed());
        assertFalse(r.ok());
    }

    @Test
    void aBarrierInUniformControlFlowIsNoDivergence() {
        FileCheck.Report r = check("uniform.comp", KERNEL.replace("CONDITION", "i < 2"));
        assertEquals(List.of(), r.divergences());
        assertTrue(r.ok(), r.toString());
    }

    @Test
    void aKhronosTestWhoseBarriersPairOnlySomeThreadsIsNoDivergence() throws Exception {
        // khronos/test6.test (expected: race-free): barrier 1 has device scope and is met by P1 and P2 only
        Path file = Path.of("src/test/resources/litmus/khronos/test6.test");
        FileCheck.Report r = check("test6.test", Files.readString(file));
        assertEquals(List.of(), r.divergences());
        assertTrue(r.ok(), r.toString());
    }
}
