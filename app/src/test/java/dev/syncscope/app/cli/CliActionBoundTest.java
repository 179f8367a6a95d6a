package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run --max-actions N}: an invocation that has taken N actions and has not finished stops (audit 51, finding 8:
 * {@code run} of an endless storing loop ran 65 s into 6 GB of heap before the heap guard stopped it, and a script's
 * {@code timeout 60} got no answer at all). A bound of the tool, as {@code check --max-actions} is per path.
 */
class CliActionBoundTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    /** The audit's file: one invocation counting in a buffer for ever. */
    private static final String COUNTING = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding=0) buffer B { uint d; };
            void main() {
              while (true) { d = d + 1; }
            }
            """;

    private int run(String... args) {
        return Cli.run(args, new PrintWriter(out), new PrintWriter(err));
    }

    @Test
    void anEndlessCountingLoopStopsAtTheBoundWithExitThreeAndTheLineOfTheLoop(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("inf2.comp"), COUNTING);
        assertEquals(Cli.LIMIT, run("run", file.toString(), "--max-actions", "2000"), out + " / " + err);
        String text = out.toString();
        assertTrue(text.contains("BOUND_EXCEEDED: T0: took 2,000 actions and has not finished (an endless loop? the bound"
                + " of actions per invocation) (" + file + ":5)"), text);
        assertTrue(text.contains("ended after 2,000 steps; not every invocation finished: T0 stopped at a bound"),
                "the run ends there, not at the heap: " + text);
        assertTrue(text.contains("(--max-actions N raises the actions one invocation may take in a run)"), text);
        assertTrue(text.contains("outcome: {d=1000}"), text);
        assertFalse(text.contains("filled the heap"), text);
    }

    @Test
    void theDefaultBoundIsAHundredThousandActions(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("inf2.comp"), COUNTING);
        assertEquals(Cli.LIMIT, run("run", file.toString()), out + " / " + err);
        assertTrue(out.toString().contains("T0: took 100,000 actions and has not finished"), out.toString());
        assertTrue(out.toString().contains("outcome: {d=50000}"), out.toString());
    }

    @Test
    void aBoundBelowOneIsRefused(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("inf2.comp"), COUNTING);
        assertEquals(Cli.BAD_INPUT, run("run", file.toString(), "--max-actions", "0"));
        assertTrue(err.toString().contains("--max-actions must be at least 1"), err.toString());
    }
}
