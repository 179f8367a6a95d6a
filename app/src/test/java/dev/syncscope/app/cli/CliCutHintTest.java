package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.model.CutKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The UNKNOWN line of {@code check} names the option that raises the bound that actually cut the paths, chosen by
 * the kind of each cut ({@link CutPath#kind()}), never by its wording.
 */
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

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            ACTIONS_BOUND       | --max-actions N raises the actions one invocation may take on a path
            SPIN_BOUND          | --spin-bound N raises the reads of an unchanged value before a path is cut
            KERNEL_BUDGET       | --budget N sets the instructions allowed between memory actions
            UNROLL_BOUND        | --unroll N sets the loop bound
            LITMUS_LOCAL_BUDGET | a litmus thread stops after 100,000 instructions without a memory instruction; no option raises that
            ENDLESS_WAIT        | no bound decides an execution in which a wait never ends; a larger --spin-bound adds nothing
            """)
    void eachKindOfCutNamesWhatRaisesItsBound(CutKind kind, String hint) {
        assertEquals(hint, CheckCommand.boundOptions(List.of(new CutPath(kind, "P0: cut"))));
    }

    @Test
    void eachBoundThatCutAPathIsNamedOnceInTheOrderMet() {
        assertEquals("--budget N sets the instructions allowed between memory actions; --spin-bound N raises the reads"
                + " of an unchanged value before a path is cut", CheckCommand.boundOptions(List.of(
                new CutPath(CutKind.KERNEL_BUDGET,
                        "T0: k.comp:3: executed 100 instructions without a memory action (endless local loop?)"),
                new CutPath(CutKind.SPIN_BOUND, "T1: read x = 3 at k.comp:12 33 times in a row with no write in"
                        + " between (a spin loop, cut at the checker's spin bound of 32, which check --spin-bound"
                        + " raises; or step through it …)"),
                new CutPath(CutKind.KERNEL_BUDGET,
                        "T2: k.comp:3: executed 100 instructions without a memory action (endless local loop?)"))));
        assertEquals("", CheckCommand.boundOptions(List.of()));
    }

    @Test
    void theHintFollowsTheKindOfTheCutWhateverItsWords() {
        // core-sim may reword its sentences: a cut whose line names no option, or another bound's, keeps its hint
        assertEquals("--max-actions N raises the actions one invocation may take on a path; --unroll N sets the loop"
                + " bound", CheckCommand.boundOptions(List.of(
                new CutPath(CutKind.ACTIONS_BOUND, "P0: gave up after 50 steps"),
                new CutPath(CutKind.UNROLL_BOUND, "P1: too many trips round the loop at t.litmus:4:3"))));
        assertEquals("--budget N sets the instructions allowed between memory actions", CheckCommand.boundOptions(
                List.of(new CutPath(CutKind.KERNEL_BUDGET, "T0: loop bound of 8 backward jumps exceeded, which check"
                        + " --spin-bound raises"))));
    }

    @Test
    void theJsonReportGivesTheKindOfEachCutPathInItsOrder(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("stores.comp"), ENDLESS_STORES);
        assertEquals(Cli.LIMIT, run("check", "--json", file.toString(), "--max-actions=50"), out.toString());
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertEquals(1, report.get("cutPaths").size(), out.toString());
        assertEquals("[\"ACTIONS_BOUND\"]", report.get("cutKinds").toString());
    }
}
