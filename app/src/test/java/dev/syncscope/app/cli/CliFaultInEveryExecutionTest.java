package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} says which faults are in every consistent execution and which in some, and how many executions end in
 * a fault ({@code 1 consistent (1 ends in a fault)}; JSON {@code faultingExecutions}, {@code faultsInEveryExecution}).
 * Before, every fault was "in some execution", also one no schedule or value read avoids.
 */
class CliFaultInEveryExecutionTest extends CliHarness {

    @Test
    void checkSaysWhichFaultsAreInEveryExecutionAndWhichInSome() {
        // a non-uniform broadcast Id faults every member whatever the schedule (SPIR-V OpGroupNonUniformBroadcast);
        // fault-in-some-executions.comp faults only where T0 reads T1's index
        Path every = Path.of("../core-sim/src/test/resources/kernels/non-uniform-broadcast-id.comp");
        assertEquals(Cli.FAILED, run("check", every.toString()), out.toString());
        String text = out.toString();
        assertTrue(text.startsWith(every + ": 4 invocations, 1 candidate execution, 1 consistent (1 ends in a fault)\n")
                && text.contains("fault: T3 stops at " + every + ":10: OpGroupNonUniformBroadcast with an Id that is not"
                + " dynamically uniform: 1 here, 0 in subgroup invocation 0 (undefined behaviour; to read a lane chosen"
                + " per invocation, use a shuffle: subgroupShuffle, WaveReadLaneAt) in every execution\n")
                && text.endsWith("FAILED: a fault in every execution makes the kernel wrong\n"), text);
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("check", "--json", every.toString()));
        assertTrue(out.toString().contains("\"faultsInEveryExecution\" : [ \"fault: T0 stops at "), out.toString());
        out.getBuffer().setLength(0);
        Path some = Path.of("../docs/examples/fault-in-some-executions.comp");
        assertEquals(Cli.FAILED, run("check", some.toString()), out.toString());
        text = out.toString();
        assertTrue(text.contains(" 3 consistent (1 ends in a fault)\n") && text.contains("(it has 1 location) in some"
                + " execution\n") && text.endsWith("FAILED: a fault in some execution makes the kernel wrong\n"), text);
    }
}
