package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A read after the agent's own write to a location only one reference reaches reads that write or another agent's
 * (VK MM: Location-Ordered, single-thread case; Visible-To; Acyclicity), so the checker branches over those values
 * only ({@link OwnWrites}). A four-invocation tree reduction in a loop, whose invocations re-read their own partial
 * sums, had more than 100,000 paths per invocation (every value any write could produce, at every read) and ended
 * UNKNOWN at the path limit (the session-36 audit's {@code reduce-loop4.comp}).
 */
class OwnWritesTest {

    private static Program reduction(boolean barrierInLoop) throws IOException {
        String text = Files.readString(Path.of("src/test/resources/kernels/reduce-loop4.comp"));
        if (!barrierInLoop) {
            text = text.replace("        }\n        barrier();\n    }", "        }\n    }");
        }
        return KernelLoader.load("reduce-loop4.comp", text).program();
    }

    @Test
    void aLoopReReadingItsOwnPartialSumsIsCheckedToTheEnd() throws IOException {
        CheckResult r = new AxiomaticChecker().check(reduction(true));
        assertTrue(r.complete(), r.limitMessage());
        assertFalse(r.hasRace());
        assertEquals(Set.of(10L), Set.copyOf(r.allowedOutcomes().stream().map(o -> o.values().get("sums")).toList()),
                "1 + 2 + 3 + 4, whatever the interleaving");
    }

    @Test
    void withoutTheLoopsBarrierTheRaceIsFound() throws IOException {
        CheckResult r = new AxiomaticChecker().check(reduction(false));
        assertTrue(r.hasRace(), "the partial sums race without the barrier between the rounds");
    }

    @Test
    void aCheckKeepingInconsistentExecutionsBranchesOverEveryValue() throws IOException {
        // no pruning: the inconsistent candidates are what such a check shows
        Program p = dev.syncscope.core.load.ProgramLoader.load("own.test",
                "NEWWG\nNEWSG\nNEWTHREAD\nst.sc0 x = 1\nst.sc0 x = 2\nld.sc0 x\n");
        assertEquals(3, new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(false)).check(p).candidates());
        assertEquals(1, new AxiomaticChecker().check(p).candidates(), "only the own last write, 2");
    }
}
