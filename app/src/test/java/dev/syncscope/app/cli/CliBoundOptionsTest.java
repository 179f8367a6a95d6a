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
 * {@code check --spin-bound} and {@code --max-actions} on a counted loop that rereads one unchanged value 40 times
 * ({@code docs/examples/counted-loop.comp}): the checker cuts its path at the bound, and the option raises it. The
 * kernel has no atomic or barrier, so its stepper run decides every execution where the cut leaves the check open
 * ({@code StepperWitness}); the {@code --max-actions} case adds up with an atomic, which no run decides, so that the
 * checker's own answer, open at the bound, is what is shown.
 */
class CliBoundOptionsTest extends CliHarness {

    private static final String FILE = "../docs/examples/counted-loop.comp";

    @Test
    void checkSpinBoundRaisesTheReadsOfOneUnchangedValueBeforeAPathIsCut() {
        run("check", FILE);
        String text = out.toString();
        assertTrue(text.contains("T0: read x = 3 at " + FILE + ":12 33 times in a row with no write in"
                + " between (a spin loop, cut at the checker's spin bound of 32, which check --spin-bound raises"), text);
        // no execution of the checker's within the bound; the run decides the one there is
        assertTrue(text.contains(": 1 invocation, 0 candidate executions, 0 consistent\n"), text);
        assertTrue(text.contains("race-free in every execution, decided by one stepper run (round-robin)"), text);
        out.getBuffer().setLength(0);
        // 40 reads of x = 3: the one execution ends with sum = 40 * 3, the checker's own
        assertEquals(0, run("check", FILE, "--spin-bound", "64"), out.toString());
        assertTrue(out.toString().contains("{T0:i=40, T0:s=120, sum=120, x=3}"), out.toString());
        assertTrue(out.toString().contains(": 1 invocation, 1 candidate execution, 1 consistent\n"), out.toString());
        assertFalse(out.toString().contains("spin bound"), out.toString());
        assertFalse(out.toString().contains("stepper run"), out.toString());
        assertEquals(Cli.BAD_INPUT, run("check", FILE, "--spin-bound", "0"));
        assertTrue(err.toString().contains("--spin-bound must be at least 1"), err.toString());
    }

    @Test
    void checkMaxActionsSetsTheActionsOfOneInvocationOnAPathBeforeItIsCut(@TempDir Path dir) throws IOException {
        // the counted loop's 40 reads and its final atomic add: 41 actions of T0
        Path file = Files.writeString(dir.resolve("counted-atomic.comp"), Files.readString(Path.of(FILE))
                .replace("    sum = s;", "    atomicAdd(sum, s);"));
        assertEquals(Cli.LIMIT, run("check", file.toString(), "--spin-bound", "64", "--max-actions", "20"),
                out.toString());
        // placed at the action past the bound (line 12: the loop's load)
        assertTrue(out.toString().contains("T0: more than 20 actions (at " + file + ":12) on one path (the checker's"
                + " bound of 20 actions a path, which check --max-actions raises)"), out.toString());
        assertFalse(out.toString().contains("sum=120"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(0, run("check", file.toString(), "--spin-bound", "64", "--max-actions", "41"), out.toString());
        assertTrue(out.toString().contains("{T0:i=40, T0:s=120, sum=120, x=3}"), out.toString());
        assertEquals(Cli.BAD_INPUT, run("check", FILE, "--max-actions", "0"));
        assertTrue(err.toString().contains("--max-actions must be at least 1"), err.toString());
    }
}
