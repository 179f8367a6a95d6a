package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} and {@code run} never say OK when a loop bound or instruction budget cut the answer: exit 3 and a
 * line naming the bound; a definite answer found within the bounds (a witness, a race) stays definite.
 */
class CliUnknownAnswerTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Cli.run(args, new PrintWriter(out), new PrintWriter(err));
    }

    private static Path write(Path dir, String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    /** Every invocation spins in a local loop with no memory action: no path ever ends. */
    private static final String ENDLESS = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer B { uint data[]; };
            void main() {
                uint i = 0;
                while (true) { i = i + 1; }
            }
            """;

    /**
     * The time limit covers building the launch: 65,536 invocations of 100,000 local instructions each take about a
     * minute to run to their first memory action, and {@code --time-limit 0} stops that at once (exit 3, UNKNOWN).
     */
    @Test
    void checksTimeLimitCoversBuildingALaunchThatTakesMinutes() {
        Path file = Path.of("../docs/examples/heavy.comp");
        assertEquals(Cli.LIMIT, run("check", file.toString(), "--time-limit", "0"), out + "" + err);
        assertEquals(file + ": 65536 invocations, 0 candidate executions, 0 consistent\n"
                + "  INCOMPLETE: time limit of 0 ms reached while the launch was built (0 of 65,536 invocations had run"
                + " to their first memory action)\n"
                + "allowed outcomes found (0):\n"
                + "no data race found\n"
                + "UNKNOWN: a limit was reached before the answer was known: time limit of 0 ms reached while the launch"
                + " was built (0 of 65,536 invocations had run to their first memory action) (--time-limit S raises"
                + " it)\n", out.toString());
    }

    @Test
    void checkOfAKernelWhoseEveryPathHitsTheBudgetIsUnknownWithExitCode3(@TempDir Path dir) throws IOException {
        Path file = write(dir, "inf.comp", ENDLESS);
        assertEquals(Cli.LIMIT, run("check", file.toString(), "--budget", "1000"), out.toString());
        String text = out.toString();
        assertTrue(text.contains("0 candidate executions"), text);
        assertTrue(text.contains("no data race found\n"), text);
        assertTrue(text.contains("UNKNOWN: a limit was reached before the answer was known: paths cut at a bound: T0: "
                + file + ":6: executed 1000 instructions without a memory action (endless local loop?) (and 1 more)"
                + "; no data race among the executions within the bounds, but a longer one may race"
                + " (--budget N sets the instructions allowed between memory actions)"), text);
        assertFalse(text.contains("\nOK"), text);
    }

    /** GPU audit D2: the JSON report said {@code "ok": true} beside its {@code unknownBecause} (exit 3). */
    @Test
    void checkJsonOfACutKernelIsNotOk(@TempDir Path dir) throws IOException {
        Path file = write(dir, "inf.comp", ENDLESS);
        assertEquals(Cli.LIMIT, run("check", file.toString(), "--budget", "1000", "--json"), out.toString());
        String json = out.toString();
        assertTrue(json.matches("(?s).*\"ok\" ?: ?false.*"), json);
        assertTrue(json.matches("(?s).*\"failed\" ?: ?false.*"), json);
        assertTrue(json.contains("\"unknownBecause\""), json);
    }

    @Test
    void runOfAKernelStoppedAtItsBudgetIsExitCode3AndSaysWhichInvocationsStopped(@TempDir Path dir) throws IOException {
        Path file = write(dir, "inf.comp", ENDLESS);
        assertEquals(Cli.LIMIT, run("run", file.toString(), "--budget", "1000"), out.toString());
        String text = out.toString();
        assertTrue(text.contains("  incomplete: T0, T1 stopped at a bound (BOUND_EXCEEDED below): the outcome is not"
                + " final and a race after the bound is not excluded (--budget N sets the instructions allowed between"
                + " memory actions)"), text);
        assertTrue(text.contains("BOUND_EXCEEDED: T1: " + file + ":6: executed 1000 instructions"), text);
    }

    /** P0 spins until it reads x = 1; P1 writes 1 once. */
    private static final String SPIN = """
            Vulkan spin
            { x=0; }
             P0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;
             LC00:               | st.atom.dv.sc0 x, 1 ;
             ld.atom.dv.sc0 r0, x |                    ;
             beq r0, 0, LC00      |                    ;
            """;

    /**
     * With the loop cut after 1 backward jump (below the smallest spin bound checked, 2: SpinDeepening), the checker
     * sees only the executions where P0 reads 1 within 2 loads: outcome {P0:r0=1, x=1}. A condition that outcome decides is answered (herd's meaning: exists = some allowed
     * outcome satisfies it, ~exists = none does, forall = all do); one it cannot decide, since a longer
     * execution might give another outcome, is unknown.
     */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            exists (P0:r0 == 1)  | PASS    | 0
            ~exists (P0:r0 == 1) | FAIL    | 1
            forall (P0:r0 == 0)  | FAIL    | 1
            exists (P0:r0 == 0)  | UNKNOWN | 3
            ~exists (P0:r0 == 0) | UNKNOWN | 3
            forall (P0:r0 == 1)  | UNKNOWN | 3
            """)
    void aCutLoopLeavesOpenOnlyTheConditionsNoOutcomeWithinTheBoundDecides(String condition, String verdict,
                                                                           int exitCode, @TempDir Path dir)
            throws IOException {
        Path file = write(dir, "spin.litmus", SPIN + condition + "\n");
        assertEquals(exitCode, run("check", file.toString(), "--unroll", "1"), out.toString());
        String text = out.toString();
        assertTrue(text.contains("loop bound of 1 backward jumps exceeded"), "paths were cut: " + text);
        assertTrue(text.contains(String.format("  %-7s %s:7:1: %s holds", verdict, file, condition)), text);
        String last = text.strip().substring(text.strip().lastIndexOf('\n') + 1);
        assertEquals(switch (exitCode) {
            case 0 -> "OK";
            case 1 -> "FAILED";
            default -> "UNKNOWN: a limit was reached before the answer was known: paths cut at a bound: P0: loop bound"
                    + " of 1 backward jumps exceeded at " + file + ":6:2 (if r0 == 0 jump to LC00); the condition "
                    + (condition.startsWith("exists") ? "does not hold" : "holds") + " within the bounds, but a longer"
                    + " execution may change that (--unroll N sets the loop bound)";
        }, last);
    }

    /**
     * JSON says {@code UNKNOWN} for an answer left open, as the text does (it said {@code TIMEOUT}, though neither a
     * loop bound nor a candidate limit is a time), with the bound or limit in {@code detail}; the exit code stays 3.
     */
    @Test
    void jsonCallsAnAnswerLeftOpenUnknownAndNamesTheBoundOrLimit(@TempDir Path dir) throws IOException {
        Path file = write(dir, "spin.litmus", SPIN + "exists (P0:r0 == 0)\n");
        assertEquals(Cli.LIMIT, run("check", "--json", file.toString(), "--unroll", "1"), out.toString());
        JsonNode open = new ObjectMapper().readTree(out.toString()).get("expectations").get(0);
        assertEquals("UNKNOWN", open.get("verdict").asText(), open.toString());
        assertTrue(open.get("actual").isNull(), open.toString());
        assertTrue(open.get("detail").asText().contains("loop bound of 1 backward jumps exceeded"), open.toString());

        out.getBuffer().setLength(0);
        Path suite = Files.createDirectory(dir.resolve("suite"));
        Files.copy(Path.of("../core-sim/src/test/resources/litmus/khronos/mp.test"), suite.resolve("mp.test"));
        assertEquals(Cli.LIMIT, run("suite", "--json", suite.toString(), "--max-candidates", "1"), out.toString());
        JsonNode report = new ObjectMapper().readTree(out.toString());
        for (JsonNode check : report.get("checks")) {
            assertEquals("UNKNOWN", check.get("verdict").asText(), check.toString());
            assertTrue(check.get("detail").asText().contains("candidate limit of 1"), check.toString());
        }
        assertEquals("{\"pass\":0,\"fail\":0,\"unknown\":2,\"error\":0}", report.get("totals").toString());
    }

    @Test
    void theAuditsSpinThatNeverEndsLeavesItsConditionUnknownAndFailsAsAnEndlessSpin(@TempDir Path dir)
            throws IOException {
        // P1 writes only 0, so P0 never leaves its loop: no execution ends within any bound. Spin bound 2 proves the
        // loop endless before the loop bound of 8 jumps is reached (SpinDeepening; EndlessSpins: no value any write
        // stores ends it, VK MM: Acyclicity), as a loop bound of 1,000,000 did at spin bound 32: the condition stays
        // unknown, not failed for want of an outcome, and the endless spin fails the test
        Path file = write(dir, "loop.litmus", """
                Vulkan loop
                { x=0; }
                P0@sg 0, wg 0, qf 0 | P1@sg 0, wg 0, qf 0 ;
                LC00:                | st.atom.dv.sc0 x, 0 ;
                ld.atom.dv.sc0 r0, x | ;
                bne r0, 1, LC00      | ;
                exists (P0:r0 == 0)
                """);
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString());
        assertTrue(out.toString().contains("  UNKNOWN " + file + ":7:1: exists (P0:r0 == 0) holds (expected true, not"
                + " known: no execution ends (an invocation spins forever in every execution))"), out.toString());
        assertTrue(out.toString().contains("endless spin: P0 spins at " + file + ":5:1 reading x in every execution"),
                out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString(), "--unroll", "1000000"), out.toString());
        assertTrue(out.toString().contains("\"endlessSpins\" : [ \"endless spin: P0 spins at " + file + ":5:1"),
                out.toString());
    }

    @Test
    void aRaceFoundWithinTheBoundsIsADefiniteFailureEvenThoughOtherPathsWereCut(@TempDir Path dir) throws IOException {
        // T1 reads data[0] without synchronisation: where it reads 1 it finishes, and its read races with T0's
        // write (VK MM: Data Race); where it reads 0 it spins locally until the budget cuts it
        Path file = write(dir, "racy-spin.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer B { uint data[]; };
                void main() {
                    if (gl_LocalInvocationID.x == 0) {
                        data[0] = 1;
                    } else {
                        uint v = data[0];
                        while (v == 0) { }
                        data[1] = v;
                    }
                }
                """);
        assertEquals(Cli.FAILED, run("check", file.toString(), "--budget", "100"), out.toString());
        String text = out.toString();
        assertTrue(text.contains(": executed 100 instructions without a memory action"), "a path was cut: " + text);
        assertTrue(text.contains("data races (") && text.endsWith("FAILED\n"), text);
    }

    @Test
    void aRaceFoundBeforeTheCandidateLimitIsADefiniteFailure(@TempDir Path dir) throws IOException {
        // P0's plain write of x and P1's plain read of x have no happens-before in any execution (the flag y is
        // relaxed), so the first candidate examined already races (VK MM: Data Race); the loads ask for no values, so
        // every execution is one the test asks about
        Path file = write(dir, "relaxed.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
                + "st.atom.scopewg.sc0 y = 1\nNEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 y\nld.vis.scopedev.sc0 x\n");
        assertEquals(Cli.FAILED, run("check", file.toString(), "--max-candidates", "1"), out.toString());
        assertTrue(out.toString().contains("INCOMPLETE: candidate limit of 1 reached"), out.toString());
        assertTrue(out.toString().contains("data races (1):") && out.toString().endsWith("FAILED\n"), out.toString());
    }

    @Test
    void aRaceFoundBeforeTheCandidateLimitOnlyOutsideTheAskedExecutionsLeavesTheAnswerOpen(@TempDir Path dir)
            throws IOException {
        // the first candidate reads y = 0, outside the executions the loads ask about (litmus README: x = v on a
        // load); the asked ones (y = 1, x = 0) were not examined, so whether they race is not known
        Path file = write(dir, "relaxed.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
                + "st.atom.scopewg.sc0 y = 1\nNEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 y = 1\nld.vis.scopedev.sc0 x = 0\n");
        assertEquals(Cli.LIMIT, run("check", file.toString(), "--max-candidates", "1"), out.toString());
        assertTrue(out.toString().contains("    only where P1 reads y = 0, outside the executions the test asks about"),
                out.toString());
        assertTrue(out.toString().endsWith("UNKNOWN: a limit was reached before the answer was known: candidate limit"
                + " of 1 reached (--max-candidates N raises it)\n"), out.toString());
    }

    @Test
    void runOfAHerdSpinCutAtItsUnrollBoundIsExitCode3AndNamesTheOption(@TempDir Path dir) throws IOException {
        Path file = write(dir, "spin.litmus", SPIN + "exists (P0:r0 == 1)\n");
        assertEquals(Cli.OK, run("run", file.toString()), "round-robin: P1 writes before P0's second load: " + out);
        out.getBuffer().setLength(0);
        assertEquals(Cli.LIMIT, run("run", file.toString(), "--unroll", "0"), out.toString());
        assertTrue(out.toString().contains("  incomplete: P0 stopped at a bound (BOUND_EXCEEDED below): the outcome is"
                + " not final and a race after the bound is not excluded (--unroll N sets the loop bound)"), out.toString());
        assertTrue(out.toString().contains("loop bound of 0 backward jumps exceeded"), out.toString());
    }
}
