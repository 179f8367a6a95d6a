package dev.syncscope.core.exec;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One control-barrier instance met with different memory semantics (the Alloy model's {@code scbarinst} facts: "the
 * same instance of a control barrier must have same scope, acq/rel, semantics"): the exhaustive check finds no
 * execution, and the stepper, which let the two meet by number without a word (the memory-model audit's
 * {@code t24}), now says so as barrier divergence.
 */
class BarrierMismatchTest {

    private static final String MISMATCHED = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.av.scopewg.sc0 x = 1
            cbar.rel.scopewg.semsc0 0
            NEWSG
            NEWTHREAD
            cbar.scopewg 0
            membar.acq.scopewg.semsc0
            ld.vis.scopewg.sc0 x
            """;

    @Test
    void anInstanceMetWithOtherSemanticsIsBarrierDivergenceInTheStepperAsTheCheckerFindsNoExecution() {
        DebugSession s = DebugSession.load(ProgramLoader.load("t24.test", MISMATCHED));
        s.run();
        List<Diagnostic> found = s.diagnostics().stream()
                .filter(d -> d.kind() == Diagnostic.Kind.BARRIER_DIVERGENCE).toList();
        assertEquals(1, found.size(), s.diagnostics().toString());
        Diagnostic d = found.get(0);
        assertEquals("diagnostic.barrier.semantics", d.key());
        assertEquals(List.of(0, 1), d.agents());
        assertTrue(d.message().startsWith("P0 meets control barrier instance 0 with other memory semantics or memory"
                + " scope than P1 (t24.test:5:1 and t24.test:8:1)"), d.message());
        assertEquals(0, new AxiomaticChecker().check(ProgramLoader.load("t24.test", MISMATCHED)).executions().size(),
                "the checker's answer the stepper now agrees with");
    }

    @Test
    void anInstanceMetWithEqualSemanticsIsNoDivergence() {
        DebugSession s = DebugSession.load(ProgramLoader.load("ok.test",
                MISMATCHED.replace("cbar.scopewg 0", "cbar.rel.scopewg.semsc0 0")));
        s.run();
        assertTrue(s.diagnostics().stream().noneMatch(d -> d.kind() == Diagnostic.Kind.BARRIER_DIVERGENCE),
                s.diagnostics().toString());
    }
}
