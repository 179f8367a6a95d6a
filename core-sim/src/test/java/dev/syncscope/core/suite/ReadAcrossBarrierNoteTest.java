package dev.syncscope.core.suite;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A consistent execution in which a read takes the value another invocation writes after a control barrier the reader
 * reaches only after the read is allowed by the memory model (no order of execution; the barrier's semantics leave the
 * storage class out), and the check keeps it; but it is noted, since the stepper, which executes in program order,
 * reports a deadlock for the same kernel and the two answers would otherwise contradict each other without a word
 * (SPIR-V OpControlBarrier waits for every invocation of the scope instance; the session-35 acceptance audit).
 */
class ReadAcrossBarrierNoteTest {

    private static FileCheck.Report check(String name, String text) {
        return FileCheck.check(name, text, null, Duration.ofSeconds(60));
    }

    @Test
    void aSpinBeforeTheBarrierReadingTheWriteAfterItIsNoted() throws Exception {
        String text = Files.readString(Path.of("../docs/examples/diagnostics/spin-before-barrier.comp"));
        FileCheck.Report r = check("spin-before-barrier.comp", text);
        assertTrue(r.notes().stream().anyMatch(n -> n.startsWith("in some execution T1's read of flag at "
                + "spin-before-barrier.comp:7 takes the value T0 writes at spin-before-barrier.comp:11 after a control"
                + " barrier T1 reaches only after that read")), r.notes().toString());
    }

    @Test
    void aReadAfterTheBarrierOfAWriteBeforeItIsNotNoted() {
        FileCheck.Report r = check("ordered.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) coherent buffer Out { uint flag; uint done[2]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 0u) {
                        flag = 1u;
                    }
                    barrier();
                    done[i] = flag;
                }
                """);
        assertFalse(r.notes().stream().anyMatch(n -> n.contains("after a control barrier")), r.notes().toString());
    }
}
