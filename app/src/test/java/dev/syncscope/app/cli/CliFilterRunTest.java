package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run} of a herd test with a {@code filter} (HerdTest: executions whose outcome fails it are not considered):
 * steered towards it when its loads decide it, and told when its outcome fails a filter it could not be steered
 * towards (a location's value here), instead of leaving it silently (the session's second audit).
 */
class CliFilterRunTest extends CliHarness {

    private static final String DAT3M = "../core-sim/src/test/resources/litmus/dat3m-vulkan/";

    @Test
    void aFilterOfLoadValuesSteersTheRunIntoIt() {
        // filter (P1:r0 == 1 /\ P2:r1 == 1): race-free there (VULKAN-DR-expected.csv: 1)
        assertEquals(Cli.OK, run("run", DAT3M + "Data-Race/mp3transitive-filter.litmus"), out.toString());
        assertTrue(out.toString().contains("round-robin towards the test's load values: finished"), out.toString());
        assertFalse(out.toString().contains("fails the test's filter"), out.toString());
    }

    @Test
    void anOutcomeFailingAFilterTheRunCouldNotBeSteeredTowardsIsSaid(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("f.litmus"), """
                VULKAN f
                {
                x=0;
                }
                 P0@sg 0, wg 0, qf 0 | P1@sg 0, wg 1, qf 0 ;
                 st.sc0 x, 1         | st.sc0 x, 2         ;
                filter (x == 1)
                exists (x == 1)
                """);
        run("run", file.toString());
        assertTrue(out.toString().contains("  note: the outcome fails the test's filter x == 1 (" + file
                + ":7:1): this run is outside the executions the test asks about\n"), out.toString());
    }
}
