package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An invocation that faults stops there, so it executes no later subgroup operation: the others' tangle at that
 * operation is without it (SPIR-V 2.2.5 "Tangle": the invocations that execute the same dynamic instance), as when it
 * finished. The check assumed such absences only for paths that finished, so a partner's path at a
 * {@code subgroupAdd} after the other's fault had no tangle to assume and every execution with the fault was lost
 * (audit 52, F1): {@code 0 candidate executions} and UNKNOWN when the fault is in every execution, a wrong OK when it
 * is in only some. Kernels: {@code src/test/resources/kernels/faulting}.
 */
class FaultBeforeSubgroupOperationCheckTest {

    private static final Path DIR = Path.of("src/test/resources/kernels/faulting");

    private static CheckResult check(String name) throws IOException {
        Program p = KernelLoader.load(name, Files.readString(DIR.resolve(name))).program();
        return new AxiomaticChecker().check(p);
    }

    @Test
    void aFaultInEveryExecutionBeforeASubgroupAddIsFoundAndItsExecutionKept() throws IOException {
        // T1 stores r[1] of a one-element r (line 10) before the subgroupAdd both would execute (line 11)
        CheckResult r = check("fault-before-subgroup-op.comp");
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(1, r.consistentExecutions().size(), "the execution in which T1 faults");
        assertTrue(r.consistentExecutions().get(0).faulted());
        assertEquals(List.of("fault: T1 stops at fault-before-subgroup-op.comp:10: out-of-bounds access r[1] (it has 1 "
                + "location)"), r.faults());
        assertEquals(0, r.allowedOutcomes().size(), "an execution that faults has no final state");
    }

    @Test
    void aFaultInSomeExecutionsBeforeASubgroupAddIsFoundBesideTheExecutionsWithout() throws IOException {
        // T1 stores r[v] with v its relaxed load of T0's flag: out of bounds when it reads 1 (line 16)
        CheckResult r = check("fault-in-some-executions-then-subgroup-op.comp");
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(2, r.consistentExecutions().size(), r.consistentExecutions()::toString);
        assertEquals(1, r.consistentExecutions().stream().filter(Execution::faulted).count());
        assertEquals(1, r.faults().size(), r.faults()::toString);
        assertTrue(r.faults().get(0).startsWith("fault: T1 stops at fault-in-some-executions-then-subgroup-op.comp:16: "
                + "out-of-bounds access r[1]"), r.faults().get(0));
        assertEquals(1, r.allowedOutcomes().size(), "the execution in which T1 read 0: " + r.allowedOutcomes());
        assertEquals(2L, r.allowedOutcomes().iterator().next().values().get("o[0]"), "both in the subgroupAdd");
    }
}
