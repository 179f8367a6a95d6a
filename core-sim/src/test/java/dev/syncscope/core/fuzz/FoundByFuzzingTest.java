package dev.syncscope.core.fuzz;

import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Regression tests for the bugs the fuzz tests found, one per bug, in readable form (the raw crash
 * inputs are also kept as Jazzer regression inputs beside the seeds).
 */
class FoundByFuzzingTest {

    /** HerdFuzzTest crash-82a47bca: a filter (no condition) naming an undeclared location had no position. */
    @Test
    void filterReadingAnUndeclaredLocationIsReportedAtTheFilter() {
        String text = """
                Vulkan t
                {
                z=0;
                }
                 P0@sg 0, wg 0, qf 0 | P1@sg 1,wg 0, qf 0 ;
                 cbar.wg 1           | cbar.wg 1          ;
                filter
                (x == 0)
                """;
        InputError e = assertThrows(InputError.class, () -> HerdParser.parse("t.litmus", text));
        assertEquals("t.litmus", e.span().file());
        assertEquals(7, e.span().line());
    }
}
