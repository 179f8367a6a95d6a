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
 * A consistent execution in which a read takes the value another invocation writes after a control barrier the reader
 * reaches only after the read is allowed by the memory model (no order of execution; the barrier's semantics leave the
 * storage class out), and the check keeps it; but it is noted, since the stepper, which executes in program order,
 * reports a deadlock for the same kernel and the two answers would otherwise contradict each other without a word
 * (SPIR-V OpControlBarrier waits for every invocation of the scope instance; the session-35 acceptance audit). A read
 * that decides whether its invocation goes on to the barrier cannot take such a value at all (BarrierCausality).
 */
class ReadAcrossBarrierNoteTest {

    private static FileCheck.Report check(String name, String text) {
        return FileCheck.check(name, text, null, Duration.ofSeconds(60));
    }

    /**
     * When the read decides whether the reader goes on to the barrier (a wait), no execution has it take the write
     * made after the barrier (SPIR-V OpControlBarrier, with the wait's control dependency: BarrierCausality): the
     * check, like the stepper, finds the wait endless, names the barrier, and has no execution to note.
     */
    @Test
    void aSpinBeforeTheBarrierNeverReadsTheWriteAfterIt_SpirvOpControlBarrier() throws Exception {
        String text = Files.readString(Path.of("../docs/examples/diagnostics/spin-before-barrier.comp"));
        FileCheck.Report r = check("spin-before-barrier.comp", text);
        assertFalse(r.notes().stream().anyMatch(n -> n.contains("after a control barrier")), r.notes().toString());
        assertEquals(List.of("endless spin: T1 spins at spin-before-barrier.comp:7 reading flag in every execution, and"
                + " the loop can never exit: the initial value and every value a write can store there before T1"
                + " reaches the barrier at spin-before-barrier.comp:9 keep it looping (a later write comes only once T1"
                + " arrives there)"), r.endlessSpins());
        assertEquals(0, r.consistentExecutions());
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

    /** P0 reads x before barrier 0; P1 writes x after it (herd syntax; {@code QUORUM} names a quorum, or none). */
    private static final String READ_ACROSS = """
            Vulkan read-across
            {
            x=0;
            }
             P0@sg 0, wg 0, qf 0            | P1@sg 1, wg 0, qf 0            ;
             ld.sc0 r0, x                   | cbar.acq_rel.wg.semsc0 0QUORUM ;
             cbar.acq_rel.wg.semsc0 0QUORUM | st.sc0 x, 1                    ;
            exists
            (P0:r0 == 1)
            """;

    @Test
    void anOrdinaryBarrierBetweenTheReadAndTheWriteIsNoted() {
        FileCheck.Report r = check("read-across.litmus", READ_ACROSS.replace("QUORUM", ""));
        assertTrue(r.notes().stream().anyMatch(n -> n.contains("after a control barrier P0 reaches only after that read")),
                r.notes().toString());
    }

    /**
     * A named barrier with a quorum of 1 (Dat3M's NamedBarrier): P1 passes it at once, so its write may come before P0
     * arrives, and P0's read taking it needs nothing late: no note.
     */
    @Test
    void aQuorumBarrierDoesNotHoldTheWriterBackAndIsNotNoted() {
        FileCheck.Report r = check("read-across.litmus", READ_ACROSS.replace("QUORUM", ", 0, 1"));
        assertFalse(r.notes().stream().anyMatch(n -> n.contains("after a control barrier")), r.notes().toString());
    }
}
