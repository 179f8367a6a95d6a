package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The UNKNOWN line of {@code check} names the option that raises the bound that actually cut the paths. */
class CliCutHintTest extends CliHarness {

    /** An endless loop that stores on every iteration: never the budget's, cut at the checker's actions a path. */
    private static final String ENDLESS_STORES = "#version 450\nlayout(local_size_x = 1) in;\n"
            + "layout(binding = 0) buffer B { uint buf[]; };\n"
            + "void main() { uint i = 0u; while (true) { buf[0] = i; i++; } }\n";

    @Test
    void aKernelCutAtTheActionsOfAPathIsToldToRaiseMaxActionsNotTheBudget(@TempDir Path dir) throws IOException {
        // was: … which check --max-actions raises); … may race (--budget N sets the instructions allowed between …)
        Path file = Files.writeString(dir.resolve("stores.comp"), ENDLESS_STORES);
        assertEquals(Cli.LIMIT, run("check", file.toString(), "--max-actions=50"), out.toString());
        String unknown = out.toString().lines().filter(l -> l.startsWith("UNKNOWN")).findFirst().orElseThrow();
        assertTrue(unknown.endsWith("(--max-actions N raises the actions one invocation may take on a path)"), unknown);
        assertFalse(unknown.contains("--budget"), unknown);
    }

    @Test
    void eachBoundThatCutAPathIsNamedOnceInTheOrderMet() {
        assertEquals("--budget N sets the instructions allowed between memory actions; --spin-bound N raises the reads"
                + " of an unchanged value before a path is cut", CheckCommand.boundOptions(List.of(
                "T0: k.comp:3: T0 executed 100 instructions without a memory action (endless local loop?)",
                "T1: read x = 3 at k.comp:12 33 times in a row with no write in between (a spin loop, cut at the"
                        + " checker's spin bound of 32, which check --spin-bound raises; or step through it …)",
                "T2: k.comp:3: T2 executed 100 instructions without a memory action (endless local loop?)")));
        assertEquals("--unroll N sets the loop bound", CheckCommand.boundOptions(List.of(
                "P0: loop bound of 8 backward jumps exceeded at t.litmus:4:3")));
        assertEquals("", CheckCommand.boundOptions(List.of("P0: something else")));
    }
}
