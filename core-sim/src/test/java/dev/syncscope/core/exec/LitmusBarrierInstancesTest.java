package dev.syncscope.core.exec;

import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A litmus test's control-barrier instance is formed by the threads that execute it (the Alloy model's
 * {@code scbarinst}: barriers with the same instance number, whoever meets them), so a thread of the scope instance
 * that never meets it is neither barrier divergence nor a deadlock; a kernel's barrier must be met by every
 * invocation of its execution scope instance (SPIR-V OpControlBarrier), and the same program with that rule is
 * diagnosed.
 */
class LitmusBarrierInstancesTest {

    /** khronos/test6.test (expected race-free): barrier 0 pairs P0, P1; device-scope barrier 1 P1, P2; 2 P2, P3. */
    private static Program test6() throws Exception {
        return new KhronosParser().parse(Path.of("src/test/resources/litmus/khronos/test6.test")).program();
    }

    private static Engine run(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, 1_000);
        return e;
    }

    @Test
    void aLitmusBarrierMetBySomeThreadsOfItsScopeIsNoDivergenceAndNoDeadlock() throws Exception {
        Program p = test6();
        assertTrue(p.launch().barriersOfExecutingThreads());
        Engine e = run(p);
        assertEquals(List.of(), e.diagnostics());
        assertEquals(List.of(), e.races(), "the chain of barriers orders P0's store before P3's load");
        assertEquals(1L, e.agent(3).thread().registers().get("r0"));
    }

    @Test
    void theSameProgramWithKernelBarriersIsDiagnosed() throws Exception {
        Program p = test6();
        Launch l = p.launch();
        Program kernel = new Program(p.name(), new Launch(l.agents(), l.references(), l.initialValues(),
                l.systemSynchronizesWith(), l.availabilityVisibilityChains()), p.initial());
        List<Diagnostic.Kind> kinds = run(kernel).diagnostics().stream().map(Diagnostic::kind).distinct().toList();
        assertTrue(kinds.contains(Diagnostic.Kind.BARRIER_DIVERGENCE) && kinds.contains(Diagnostic.Kind.DEADLOCK),
                kinds.toString());
    }
}
