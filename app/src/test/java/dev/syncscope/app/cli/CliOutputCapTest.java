package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Long lists in text output stop after {@value OutcomeText#MAX_LIST} entries and count the rest ({@code --all-values}
 * prints every one, JSON has every one): a three-line kernel of 2,000 invocations printed 1,999,000 races (633 MB).
 */
class CliOutputCapTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private String run(int expected, String... args) {
        out.getBuffer().setLength(0);
        assertEquals(expected, Cli.run(args, new PrintWriter(out), new PrintWriter(err)), err.toString());
        return out.toString();
    }

    /** 16 invocations store to one location: 120 racing pairs, one execution. */
    private static Path kernel(Path dir) throws IOException {
        return kernel(dir, 16);
    }

    private static Path kernel(Path dir, int invocations) throws IOException {
        return Files.writeString(dir.resolve("w.comp"), "#version 450\nlayout(local_size_x = " + invocations
                + ") in;\nlayout(binding = 0) buffer B { uint data[]; };\nvoid main() { data[0] = 1u; }\n");
    }

    private static int count(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    @Test
    void checkPrintsAHundredRacesAndCountsTheRestUnlessAskedForEveryOne(@TempDir Path dir) throws IOException {
        String file = kernel(dir).toString();
        String text = run(Cli.FAILED, "check", file);
        assertTrue(text.contains("data races (120):\n"), text);
        assertEquals(100, count(text, "    races with "), text);
        // the count closes the list; then the implicit expectation the verdict rests on (no data race), and FAILED
        assertTrue(text.endsWith("\n  … and 20 more data races (--all-values prints every one)\nexpectations:\n"
                + "  FAIL    " + file + ": (implicit) no data race (expected true, found false)\nFAILED\n"), text);
        assertEquals(120, count(run(Cli.FAILED, "check", "--all-values", file), "    races with "));
        String json = run(Cli.FAILED, "check", "--json", file);
        assertEquals(120, count(json, "\"first\" :"), json);
        assertTrue(!json.contains("more data races"), json);
    }

    @Test
    void checkPrintsAHundredOutcomesAndCountsTheRestUnlessAskedForEveryOne(@TempDir Path dir) throws IOException {
        // five invocations each taking a ticket: 5! = 120 outcomes (eight printed all 24,892 found, the session-58 audit)
        String file = Files.writeString(dir.resolve("tickets.comp"), "#version 450\nlayout(local_size_x = 5) in;\n"
                + "layout(binding = 0) buffer C { uint c; };\nlayout(binding = 1) buffer O { uint o[5]; };\n"
                + "void main() { o[gl_LocalInvocationIndex] = atomicAdd(c, 1u); }\n").toString();
        String text = run(Cli.OK, "check", file);
        assertTrue(text.contains("allowed outcomes (120):\n  in every outcome: {"), text);
        assertEquals(100, count(text, "\n  {o[0]="), text);
        assertTrue(text.contains("\n  … and 20 more outcomes (--all-values prints every one)\nno data race\n"), text);
        assertEquals(120, count(run(Cli.OK, "check", "--all-values", file), "\n  {o[0]="));
    }

    @Test
    void runPrintsAHundredDiagnosticsAndCountsTheRestUnlessAskedForEveryOne(@TempDir Path dir) throws IOException {
        // run ls1m.comp printed 2.6 million DATA_RACE lines; run lists 8 races per invocation and pair of lines
        // (Race.LISTED_PER_LINES), 92 of the 16 invocations' 120: 32 invocations list 36 + 8 × 23 = 220
        String file = kernel(dir, 32).toString();
        String text = run(Cli.FAILED, "run", file);
        int all = count(run(Cli.FAILED, "run", "--all-values", file), "  DATA_RACE: ");
        assertTrue(all > 100, "the test needs more than 100 diagnostics: " + all);
        assertEquals(100, count(text, "  DATA_RACE: "), text);
        assertTrue(text.contains("\n  … and " + (all - 100) + " more diagnostics (--all-values prints every one)\n"
                + "  more data races between the same lines are not listed: every invocation that races has up to 8"
                + " listed per pair of lines, and more were found 32 times, counting each invocation once per pair of lines\n"
                + "outcome: "), text);
    }

    @Test
    void aListIsCutAfterAHundredEntriesAndOnlyThen() {
        List<Integer> hundred = IntStream.range(0, 100).boxed().toList();
        assertEquals(hundred, OutcomeText.shown(hundred, false));
        assertNull(OutcomeText.more(hundred, false, "notes"));
        List<Integer> more = IntStream.range(0, 1_999_000).boxed().toList();
        assertEquals(hundred, OutcomeText.shown(more, false));
        assertEquals(more, OutcomeText.shown(more, true));
        assertEquals("… and 1,998,900 more data races (--all-values prints every one)",
                OutcomeText.more(more, false, "data races"));
        assertNull(OutcomeText.more(more, true, "data races"));
        // the invocations a run's "incomplete:" line names, as "ended after …" names them
        assertEquals("T0, T1", RunCommand.names(List.of("T0", "T1")));
        assertEquals("T0, T1, T2, T3, … (1,000 invocations)",
                RunCommand.names(IntStream.range(0, 1000).mapToObj(i -> "T" + i).toList()));
    }
}
