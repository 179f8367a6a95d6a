package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each execution knows whether its invocations' paths diverge at a control barrier ({@link Execution#divergence()};
 * SPIR-V OpControlBarrier: every invocation of the execution scope instance must execute the same dynamic instance),
 * and a complete check says when every execution does ({@link CheckResult#divergenceInEveryExecution()}), as it says
 * of faults. Before (the session-66 review), {@code check} of a barrier in both branches of an if, which no schedule or
 * value avoids, said "barrier divergence in some execution".
 */
class DivergenceInEveryExecutionTest {

    private static CheckResult check(String path, CheckOptions options) throws IOException {
        Path p = Path.of(path);
        return new AxiomaticChecker(options).check(KernelLoader.load(p.getFileName().toString(), Files.readString(p))
                .program());
    }

    @Test
    void aBarrierInBothBranchesDivergesInEveryExecution() throws IOException {
        CheckResult r = check("../sample-kernels/kernels/barrier-in-both-branches.comp", CheckOptions.DEFAULT);
        assertFalse(r.consistentExecutions().isEmpty());
        for (Execution e : r.consistentExecutions()) {
            assertEquals(r.divergences().get(0), e.divergence());
        }
        assertTrue(r.divergenceInEveryExecution());
        assertEquals(r.divergences(), r.divergencesInEveryExecution());
    }

    @Test
    void aKernelDivergingInEveryExecutionAtTwoPlacesHasNoOneDivergenceInEvery() throws IOException {
        // T1 finishes at line 18 or 21 by the value it read: every execution diverges, each divergence in one
        CheckResult r = check("src/test/resources/kernels/divergence-two-exits.comp", CheckOptions.DEFAULT);
        assertEquals(2, r.divergences().size(), r.divergences().toString());
        assertTrue(r.divergenceInEveryExecution());
        assertEquals(java.util.List.of(), r.divergencesInEveryExecution());
    }

    @Test
    void aBarrierOnlyOneInvocationMeetsDivergesInEveryExecution() throws IOException {
        assertTrue(check("../sample-kernels/kernels/barrier-divergent.comp", CheckOptions.DEFAULT)
                .divergenceInEveryExecution());
    }

    @Test
    void aBarrierMetOrNotByTheValueReadDivergesInSomeExecutionsOnly() throws IOException {
        CheckResult r = check("src/test/resources/kernels/divergence-in-some-executions.comp", CheckOptions.DEFAULT);
        assertEquals(1, r.divergences().size(), r.divergences().toString());
        assertEquals(2, r.consistentExecutions().size());
        long diverging = r.consistentExecutions().stream().filter(e -> e.divergence() != null).count();
        assertEquals(1, diverging, "T1 reads 0 and finishes without the barrier, or reads 1 and meets it");
        assertFalse(r.divergenceInEveryExecution());
    }

    @Test
    void aKernelWhoseInvocationsMeetTheirBarriersHasNoDivergence() throws IOException {
        CheckResult r = check("../sample-kernels/kernels/reduction-barrier.comp", CheckOptions.DEFAULT);
        assertTrue(r.complete() && !r.consistentExecutions().isEmpty());
        r.consistentExecutions().forEach(e -> assertNull(e.divergence()));
        assertFalse(r.divergenceInEveryExecution());
    }

    @Test
    void aCheckStoppedByALimitClaimsNoDivergenceInEveryExecution() throws IOException {
        // the one consistent execution found before the limit diverges; the one left unexplored does not
        CheckResult r = check("src/test/resources/kernels/divergence-in-some-executions.comp",
                CheckOptions.DEFAULT.withMaxCandidates(1));
        assertFalse(r.complete());
        assertEquals(1, r.consistentExecutions().size());
        r.consistentExecutions().forEach(e -> assertNotNull(e.divergence()));
        assertFalse(r.divergenceInEveryExecution());
        assertEquals(java.util.List.of(), r.divergencesInEveryExecution());
    }
}
