package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Whether a fault the check found is in every consistent execution, or only in some (CheckResult
 * .faultsInEveryExecution), and how many consistent executions end in a fault (they have no outcome). Before, every
 * fault was "in some execution", also one no schedule or read value avoids; and the count of consistent executions
 * included the faulting ones without saying so, beside "allowed outcomes of the executions without a fault (0)".
 */
class FaultsInEveryExecutionTest {

    private static final String BROADCAST = """
            // @subgroup-size 4
            #version 450
            #extension GL_KHR_shader_subgroup_ballot : require
            layout(local_size_x = 4) in;
            layout(binding = 0) buffer R { uint r[]; };
            void main() {
                uint i = gl_SubgroupInvocationID;
                r[i] = subgroupBroadcast(i * 10u, i & 1u);
            }
            """;

    private static FileCheck.Report example(String name) throws IOException {
        Path p = Path.of("../docs/examples").resolve(name);
        return KernelRuns.check(name, Files.readString(p));
    }

    @Test
    void aFaultOfEveryPathOfItsInvocationIsInEveryExecution() {
        // the Id differs between the members whatever is scheduled: every member faults in the one execution
        FileCheck.Report r = KernelRuns.check("bc.comp", BROADCAST);
        assertEquals(4, r.faults().size(), r.toString());
        assertEquals(r.faults(), r.faultsInEveryExecution());
        assertEquals(1, r.consistentExecutions());
        assertEquals(1, r.faultingExecutions());
    }

    @Test
    void aFaultThatDependsOnTheValueReadIsInSomeExecutionOnly() throws IOException {
        FileCheck.Report r = example("fault-in-some-executions.comp");
        assertEquals(1, r.faults().size(), r.toString());
        assertEquals(List.of(), r.faultsInEveryExecution());
        assertEquals(3, r.consistentExecutions());
        assertEquals(1, r.faultingExecutions());
    }

    @Test
    void everyExecutionFaultingAtDifferentPlacesGivesNoSingleFaultInEvery() throws IOException {
        // two of three appenders overflow in every execution, which two depends on the order of the atomicAdds
        FileCheck.Report r = example("append-overflow.comp");
        assertEquals(6, r.faults().size(), r.toString());
        assertEquals(List.of(), r.faultsInEveryExecution());
        assertEquals(r.consistentExecutions(), r.faultingExecutions());
    }

    @Test
    void aCheckStoppedByALimitClaimsNoFaultInEveryExecution() {
        // the same fault, once the check is said to have stopped at a limit: the executions not searched may avoid it
        CheckResult full = new AxiomaticChecker().check(ProgramLoader.load("bc.comp", BROADCAST));
        assertEquals(4, full.faultsInEveryExecution().size(), full.faults().toString());
        CheckResult stopped = full.stoppedBy(new CheckLimit(CheckLimit.Kind.CANCELLED, List.of()));
        assertEquals(List.of(), stopped.faultsInEveryExecution());
        assertEquals(4, stopped.faults().size());
    }
}
