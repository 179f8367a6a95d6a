package dev.syncscope.core.exec;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: System-Synchronizes-With (litmus {@code ssw a b}): all of a's operations come before all of b's, so b starts
 * once a has ended, and never when a never ends. Each rule is checked against the axiomatic checker where it decides
 * an outcome.
 */
class SystemSynchronizesWithStartRulesTest {

    /** The run's only DEADLOCK diagnostic. */
    private static Diagnostic deadlock(DebugSession s) {
        java.util.List<Diagnostic> found = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.DEADLOCK)
                .toList();
        assertEquals(1, found.size(), s.diagnostics().toString());
        return found.get(0);
    }

    private static DebugSession run(String name, String text) {
        DebugSession s = DebugSession.load(ProgramLoader.load(name, text));
        s.run();
        return s;
    }

    /**
     * P0 has no action at all: it has ended before the first step, so P1 starts at once and stores x = 1, as the
     * checker's only execution does. P1 used to wait for ever (the run said "finished after 0 steps" with x = 0).
     */
    @Test
    void aSuccessorOfAPredecessorWithNoActionsStartsAtOnce() {
        String text = """
                VULKAN sswempty
                { x=0; }
                { ssw 0 1; }
                 P0@sg 0,wg 0, qf 0 | P1@sg 0,wg 1, qf 0 ;
                                    | st.sc0 x, 1        ;
                exists (x == 0)
                """;
        DebugSession s = run("ssw-empty.litmus", text);
        assertEquals(1L, s.outcome().values().get("x"), s.diagnostics().toString());
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        var checked = new dev.syncscope.core.check.AxiomaticChecker().check(ProgramLoader.load("ssw-empty.litmus", text));
        assertTrue(checked.complete());
        assertTrue(checked.allowedOutcomes().stream().allMatch(o -> o.values().get("x") == 1L),
                "the checker's outcomes have x = 1 only: " + checked.allowedOutcomes());
    }

    /**
     * P0 never ends (a local loop past its instruction bound), so P1 never starts: a deadlock naming P0. It used to
     * start P1 as if P0 had finished (the session-35 review).
     */
    @Test
    void aSuccessorOfAnInvocationThatRunsPastItsBoundNeverStarts() {
        DebugSession s = run("ssw-bound.litmus", """
                VULKAN sswbound
                { x=0; }
                { ssw 0 1; }
                 P0@sg 0,wg 0, qf 0 | P1@sg 0,wg 1, qf 0 ;
                 ld.sc0 r0, x       | st.sc0 x, 1        ;
                 LC00:              |                    ;
                 beq r1, 0, LC00    |                    ;
                exists (x == 0)
                """);
        assertTrue(s.diagnostics().stream().anyMatch(d -> d.kind() == Diagnostic.Kind.BOUND_EXCEEDED),
                s.diagnostics().toString());
        assertEquals("deadlock: P1 waiting for P0 to finish (system-synchronizes-with) and no invocation can proceed",
                deadlock(s).message());
    }

    /**
     * P0 runs past its bound before its first action, so nothing can ever run: the deadlock is reported at launch, at
     * P1's first instruction (there was none: no step came to report it, and the run said only that P0 stopped).
     */
    @Test
    void aSuccessorOfAPredecessorStoppedBeforeItsFirstActionIsDeadlockedAtLaunch() {
        DebugSession s = run("ssw-launch.litmus", """
                VULKAN sswlaunch
                { x=0; }
                { ssw 0 1; }
                 P0@sg 0,wg 0, qf 0 | P1@sg 0,wg 1, qf 0 ;
                 LC00:              | st.sc0 x, 1        ;
                 beq r1, 0, LC00    |                    ;
                exists (x == 0)
                """);
        Diagnostic d = deadlock(s);
        assertEquals("deadlock: P1 waiting for P0 to finish (system-synchronizes-with) and no invocation can proceed",
                d.message());
        assertEquals(0, d.step());
        assertEquals(5, d.source().line());
        assertEquals(AgentStatus.DEADLOCKED, s.snapshot().agents().get(1).status());
    }
}
