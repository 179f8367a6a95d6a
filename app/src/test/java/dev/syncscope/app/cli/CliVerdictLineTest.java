package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check}'s verdict line on the diagnostics examples of the session-56 audit: it said "(which all hold)" under an
 * UNKNOWN expectation and called a litmus test a kernel; and a test whose only executions break the rules of control-barrier
 * instances (VK MM via SPIR-V OpControlBarrier, the Alloy scbarinst facts) ended "a limit was reached", exit 3, where
 * {@code run} reports BARRIER_DIVERGENCE.
 */
class CliVerdictLineTest extends CliHarness {

    private static final Path DIAGNOSTICS = Path.of("../docs/examples/diagnostics");

    private List<String> lines() {
        return out.toString().lines().toList();
    }

    @Test
    void anEndlessSpinUnderAnOpenExpectationSaysItIsNotKnownAndCallsALitmusFileATest() {
        for (String name : List.of("ssw.litmus", "rmw.litmus")) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run("check", DIAGNOSTICS.resolve(name).toString()), out.toString());
            List<String> lines = lines();
            assertTrue(lines.get(lines.size() - 2).startsWith("  UNKNOWN "), out.toString());
            assertEquals("FAILED: an invocation that spins forever in every execution makes the test wrong whatever"
                    + " its expectations (one is not known)", lines.get(lines.size() - 1), out.toString());
            assertFalse(out.toString().contains("which all hold"), out.toString());
        }
    }

    @Test
    void aTestWhoseOnlyExecutionsBreakABarrierInstanceFailsWithBarrierDivergenceNotALimit() {
        // was: UNKNOWN: a limit was reached before the answer was known: … every launch has an execution …, exit 3
        Path file = DIAGNOSTICS.resolve("barrier-semantics.test");
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString());
        assertTrue(lines().contains("barrier divergence in every execution: control barrier instance 0 is used with"
                + " different scopes or semantics at " + file + ":8:1 and " + file + ":11:1: the memory model has no"
                + " execution that breaks this rule of control-barrier instances, and the launch has no other"),
                out.toString());
        assertTrue(lines().contains("  UNKNOWN " + file + ": (implicit) no data race (expected true, not known: the"
                + " launch has no execution (its finding says why), so none was checked for races)"), out.toString());
        assertEquals("FAILED: barrier divergence in every execution makes the test wrong",
                lines().get(lines().size() - 1), out.toString());
        assertFalse(out.toString().contains("limit"), out.toString());
    }
}
