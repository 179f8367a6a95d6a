package dev.syncscope.core.api;

import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Khronos {@code .test} load written {@code ld… x = v} asks for the executions where it reads {@code v}
 * (litmus.cpp: a reads-from edge from the store of v); the schedulers steer towards them, user picks are
 * never steered, and a load that reads another value says the run left the test's question.
 */
class ReadGoalsTest {

    /** Message passing between two workgroups: P1's flag load asks for 1 (the app's default kernel). */
    static final String MP = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.av.scopedev.sc0 x = 1
            st.atom.rel.scopedev.sc0.semsc0 y = 1
            NEWWG
            NEWSG
            NEWTHREAD
            ld.atom.acq.scopedev.sc0.semsc0 y = 1
            ld.vis.scopedev.sc0 x = 1
            SATISFIABLE consistent[X] && #dr=0
            NOSOLUTION consistent[X] && #dr>0
            """;

    private static DebugSession mp(LaunchOptions o) {
        return DebugSession.load(ProgramLoader.load("mp.test", MP), o);
    }

    private static List<Diagnostic.Kind> kinds(DebugSession s) {
        return s.diagnostics().stream().map(Diagnostic::kind).toList();
    }

    @Test
    void theLoadsOfATestAskForTheirValues() {
        Program p = ProgramLoader.load("mp.test", MP);
        assertEquals(2, p.readGoals().size());
        assertEquals(1, p.readGoals().get(0).agent());
        assertEquals(9, p.readGoals().get(0).source().line());
        assertEquals(1L, p.readGoals().get(0).value());
        assertTrue(ProgramLoader.load("k.comp", SpinDiagnosticTest.HANDOFF).readGoals().isEmpty(), "kernels ask none");
    }

    @Test
    void roundRobinWaitsForTheFlagTheTestAsksFor() {
        // round robin alone would let P1 read y = 0 at step 2; following the goal, P0 goes on instead
        DebugSession s = mp(LaunchOptions.DEFAULTS);
        s.run();
        assertEquals(List.of(), s.diagnostics(), "the execution the test asks about: no race, no stale read");
        assertEquals(1L, s.outcome().values().get("P1:r0"));
        assertEquals(1L, s.outcome().values().get("P1:r1"));
        assertEquals(List.of(0, 0, 1, 1), s.decisions().stream().map(Decision::agent).toList());
    }

    @Test
    void withoutGoalsTheSameScheduleLeavesTheTestsQuestionAndSaysSo() {
        DebugSession s = mp(LaunchOptions.DEFAULTS.withFollowReadGoals(false));
        s.run();
        Diagnostic outside = s.diagnostics().get(0);
        assertEquals(Diagnostic.Kind.OUTSIDE_TEST, outside.kind());
        assertEquals("P1 reads y = 0, but the test asks about the executions where this load reads 1: from here on"
                + " this run is outside the test's question", outside.message());
        assertEquals(9, outside.source().line());
        assertTrue(kinds(s).contains(Diagnostic.Kind.DATA_RACE), kinds(s).toString());
    }

    @Test
    void aUserPickIsNeverSteeredAndStepsBackLikeAnyDiagnostic() {
        DebugSession s = mp(LaunchOptions.DEFAULTS);
        s.step(1);
        assertEquals(List.of(Diagnostic.Kind.OUTSIDE_TEST), kinds(s));
        s.stepBack();
        assertEquals(List.of(), kinds(s));
        s.step(0);
        s.step(0);
        s.step(1);
        assertEquals(List.of(), kinds(s), "reading 1, as asked");
    }

    @Test
    void aGoalTheDefaultValueMissesIsReadFromAnAllowedOlderWrite() {
        // P1's relaxed atomic load may read the initial 0 after P0's store (no happens-before orders them)
        String test = """
                NEWWG
                NEWSG
                NEWTHREAD
                st.atom.scopedev.sc0 y = 1
                NEWWG
                NEWSG
                NEWTHREAD
                ld.atom.scopedev.sc0 y = 0
                SATISFIABLE consistent[X]
                """;
        DebugSession s = DebugSession.load(ProgramLoader.load("old.test", test));
        s.run();
        assertEquals(List.of(), s.diagnostics());
        assertEquals(0L, s.outcome().values().get("P1:r0"));
        assertNotEquals(Decision.DEFAULT, s.decisions().get(1).readFrom(), "the default read would be 1");
        // a replay of the decisions alone reproduces the run
        DebugSession r = DebugSession.replay(ProgramLoader.load("old.test", test), LaunchOptions.DEFAULTS
                .withFollowReadGoals(false), s.decisions());
        assertEquals(s.outcome(), r.outcome());
    }

    @Test
    void aGoalNoAllowedExecutionMeetsLeavesTheQuestionOnceNothingElseCanRun() {
        // coherence: after reading the newer write 2, the same reader cannot read the older 1 (corr)
        String test = """
                NEWWG
                NEWSG
                NEWTHREAD
                st.atom.scopedev.sc0 x = 1
                st.atom.scopedev.sc0 x = 2
                NEWWG
                NEWSG
                NEWTHREAD
                ld.atom.scopedev.sc0 x = 2
                ld.atom.scopedev.sc0 x = 1
                NOSOLUTION consistent[X]
                """;
        DebugSession s = DebugSession.load(ProgramLoader.load("corr.test", test));
        s.run();
        assertEquals(List.of(Diagnostic.Kind.OUTSIDE_TEST), kinds(s));
        assertEquals(10, s.diagnostics().get(0).source().line());
    }
}
