package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check --max-value-rounds N}: the rounds of the read values before the checker gives up, which the UNKNOWN
 * line names (GPU audit D7: {@code x07_counter_17_threads_fixpoint.hlsl} said "read values did not reach a fixpoint
 * within 16 rounds" and named no option, while the README promises that an UNKNOWN line names what raises its bound).
 */
class CliValueRoundsTest extends CliHarness {

    /** Three atomic adds to one counter: round k reads the values of chains of k adds, so it takes 3 rounds. */
    private static final String ADDS = """
            #version 450
            layout(local_size_x = 3) in;
            layout(binding = 0) buffer C { uint counter; };
            void main() {
                atomicAdd(counter, 1u);
            }
            """;

    @Test
    void aCheckStoppedAtTheRoundsOfTheReadValuesNamesTheOptionThatRaisesThem(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("adds.comp"), ADDS);
        assertEquals(Cli.LIMIT, run("check", file.toString(), "--max-value-rounds", "2"), out.toString());
        assertTrue(out.toString().lines().anyMatch(l -> l.equals("UNKNOWN: a limit was reached before the answer was"
                + " known: read values did not reach a fixpoint within 2 rounds (--max-value-rounds N raises the"
                + " rounds, at the cost of time: each explores every path again)")), out.toString());
    }

    @Test
    void moreRoundsLetTheCheckFinish(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("adds.comp"), ADDS);
        assertEquals(Cli.OK, run("check", file.toString(), "--max-value-rounds", "3"), out.toString());
        assertTrue(out.toString().contains("{counter=3}"), out.toString());
    }

    @Test
    void noRoundsAreRefusedNamingTheOption(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("adds.comp"), ADDS);
        assertEquals(Cli.BAD_INPUT, run("check", file.toString(), "--max-value-rounds", "0"));
        assertTrue(err.toString().contains("syncscope: --max-value-rounds must be at least 1, not 0"), err.toString());
    }
}
