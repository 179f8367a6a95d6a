package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} says barrier divergence is in every execution when every consistent execution has it (JSON {@code
 * divergenceInEveryExecution}), as it says of faults, and in some execution otherwise. Before (the session-66 review),
 * a barrier in both branches of an if, which no schedule or value read avoids, was "in some execution".
 */
class CliDivergenceInEveryExecutionTest extends CliHarness {

    @Test
    void aBarrierInBothBranchesFailsTheKernelInEveryExecution() {
        Path every = Path.of("../sample-kernels/kernels/barrier-in-both-branches.comp");
        assertEquals(Cli.FAILED, run("check", every.toString()), out.toString());
        assertTrue(out.toString().endsWith("FAILED: barrier divergence in every execution makes the kernel wrong"
                + " whatever its expectations (which all hold)\n"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("check", "--json", every.toString()));
        assertTrue(out.toString().contains("\"divergenceInEveryExecution\" : true"), out.toString());
    }

    @Test
    void aBarrierMetOrNotByTheValueReadFailsTheKernelInSomeExecution() {
        Path some = Path.of("../core-sim/src/test/resources/kernels/divergence-in-some-executions.comp");
        assertEquals(Cli.FAILED, run("check", some.toString()), out.toString());
        assertTrue(out.toString().endsWith("FAILED: barrier divergence in some execution makes the kernel wrong\n"),
                out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("check", "--json", some.toString()));
        assertTrue(out.toString().contains("\"divergenceInEveryExecution\" : false"), out.toString());
    }
}
