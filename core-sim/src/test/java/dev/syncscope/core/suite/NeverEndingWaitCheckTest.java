package dev.syncscope.core.suite;

import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.model.CutKind;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A check whose only cuts are waits longer than any execution that ends needs (GPU audit D15, {@code h06_spinlock_ok}):
 * its notes said that leaving a longer wait's read out "loses no outcome, race or fault" while the answer stayed
 * UNKNOWN. The note was wrong as worded: it holds for the executions that end; an execution in which a wait never ends
 * is another matter, and may race where no execution that ends does (below), so the answer stays open. Now the note
 * says so, and neither the cut nor the UNKNOWN line suggests a larger {@code --spin-bound}, which cannot decide it.
 */
class NeverEndingWaitCheckTest {

    private static FileCheck.Report check(String name, String text) {
        return FileCheck.check(name, text, null, Duration.ofSeconds(60));
    }

    /** Two invocations take a compare-exchange spin lock (acquire, release) around a plain increment. */
    private static final String SPINLOCK = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Lock { uint lock; };
            layout(binding = 1) nonprivate buffer Count { uint count; };
            const int B = gl_StorageSemanticsBuffer;
            void main() {
                while (atomicCompSwap(lock, 0u, 1u, gl_ScopeDevice, B, gl_SemanticsAcquire | gl_SemanticsMakeVisible,
                                      B, gl_SemanticsRelaxed) != 0u) {
                }
                count = count + 1u;
                atomicStore(lock, 0u, gl_ScopeDevice, B, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
            }
            """;

    @Test
    void theNotesOfALockSayWhatLeavingLongWaitsOutKeepsOnlyForExecutionsThatEnd() {
        // at spin bound 8 alone: the deepened check answers at spin bound 2, which leaves no wait out
        dev.syncscope.core.check.CheckResult r = new dev.syncscope.core.check.AxiomaticChecker(
                dev.syncscope.core.check.CheckOptions.DEFAULT.withSpinBound(8).withTimeLimit(Duration.ofSeconds(60)))
                .checkAtBound(dev.syncscope.core.kernel.KernelLoader.load("lock.comp", SPINLOCK).program(),
                        System.nanoTime());
        assertFalse(r.hasRace());
        assertTrue(r.diagnostics().stream().anyMatch(n -> n.startsWith("T0: waits reading lock = 1 at lock.comp:10 are"
                + " checked up to 1 read in a row") && n.endsWith("leaving that read out loses no outcome, race or"
                + " fault of an execution that ends (VK MM: Synchronizes-With, Data Race)")), r.diagnostics()::toString);
        assertTrue(r.diagnostics().stream().noneMatch(n -> n.contains("loses no outcome, race or fault (")),
                r.diagnostics()::toString);
    }

    @Test
    void aLocksCutsAreWaitsNoLargerSpinBoundChangesAndTheAnswerSaysWhatStaysOpen() {
        FileCheck.Report r = check("lock.comp", SPINLOCK);
        assertFalse(r.cuts().isEmpty());
        for (CutPath c : r.cuts()) {
            assertEquals(CutKind.ENDLESS_WAIT, c.kind(), c.text());
            // spin bound 2 suffices: a wait can read only the other invocation's write of 1 (its own comes after)
            assertTrue(c.text().endsWith("(a spin loop, cut at the checker's spin bound of 2; a longer wait adds"
                    + " nothing to an execution that ends)"), c.text());
            assertTrue(c.key().endsWith(CutPath.OPEN_WAIT), c.key());
        }
        assertFalse(r.ok());
        assertTrue(r.unknownBecause().endsWith("; no data race in the executions that end, but one in which a wait"
                + " never ends may race"), r.unknownBecause());
    }

    @Test
    void aWaitThatNeverEndsMayRaceWhereNoExecutionThatEndsDoesAndAStepperRunFindsThatRace() throws java.io.IOException {
        // T1 writes z only when it reads y = 0, and then never sets flag: T0, which wrote z before y, waits for ever.
        // Every execution that ends has T1 read y = 1 (synchronized with T0's release: no race on z); the one in which
        // T0's wait never ends has T1's z = 2 unordered with T0's z = 1 (VK MM: Data Race). So no spin bound decides
        // race freedom, and it must not be claimed. A stepper run reaches that execution (round-robin: T1 reads y = 0
        // before T0 stores it) and its race is a definite one (StepperWitness): both writes happen, unordered, before
        // T0's wait begins, so the kernel fails although no execution that ends races.
        FileCheck.Report r = check("forever.comp",
                java.nio.file.Files.readString(java.nio.file.Path.of("../docs/examples/race-before-endless-wait.comp")));
        assertTrue(r.races().isEmpty(), "no execution that ends races");
        assertFalse(r.ok());
        assertNotNull(r.witness(), "the stepper's run in which T0's wait never ends races");
        assertTrue(r.witness().races().stream().allMatch(x -> x.first().location().toString().equals("z")),
                r.witness().races().toString());
        assertTrue(r.failed());
        String detail = r.expectations().get(0).detail();
        assertTrue(detail.startsWith("a stepper run (round-robin) has a data race, where the exhaustive check left it"
                + " open (paths cut at a bound: "), detail);
        assertTrue(detail.endsWith("; no data race in the executions that end, but one in which a wait never ends may"
                + " race)"), detail);
    }
}
