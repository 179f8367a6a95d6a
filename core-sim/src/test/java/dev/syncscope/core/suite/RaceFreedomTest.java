package dev.syncscope.core.suite;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A file that writes no expectation is judged by race freedom, and its report lists that as the implicit expectation
 * ({@link RaceFreedom}), at the file, line 0; a file that writes answers keeps only those.
 */
class RaceFreedomTest {

    private static final String RELAXED_MP = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
            + "st.atom.scopewg.sc0 y = 1\nNEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 y = 1\nld.vis.scopedev.sc0 x = 0\n";

    private static FileCheck.Report check(String name, String text) {
        return FileCheck.check(name, text, null, Duration.ofSeconds(60));
    }

    @Test
    void aRacingTestWithoutAnswersFailsTheImplicitExpectation() {
        FileCheck.Report r = check("relaxed.test", RELAXED_MP);
        assertEquals(1, r.expectations().size(), r.expectations().toString());
        SuiteCheck implicit = r.expectations().get(0);
        assertEquals(RaceFreedom.QUESTION, implicit.question());
        assertEquals(SuiteCheck.Verdict.FAIL, implicit.verdict());
        assertEquals("relaxed.test", implicit.where().file());
        assertEquals(0, implicit.where().line());
        assertTrue(r.failed() && !r.ok() && RaceFreedom.judgesAlone(r.expectations()));
    }

    @Test
    void aRaceFreeTestWithoutAnswersPassesIt() {
        // two atomics of one scope instance are mutually ordered, so they do not race (VK MM: Data Race)
        FileCheck.Report r = check("atomics.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.atom.scopedev.sc0 x = 1\n"
                + "NEWSG\nNEWTHREAD\nld.atom.scopedev.sc0 x\n");
        assertEquals(List.of(SuiteCheck.Verdict.PASS), r.expectations().stream().map(SuiteCheck::verdict).toList());
        assertTrue(r.ok() && !r.failed());
    }

    @Test
    void aTestWithAnswerLinesIsJudgedByThemAlone() {
        FileCheck.Report r = check("relaxed.test", RELAXED_MP + "SATISFIABLE consistent[X] && #dr>0\n");
        assertEquals(1, r.expectations().size(), r.expectations().toString());
        assertFalse(r.expectations().get(0).question().equals(RaceFreedom.QUESTION));
        assertTrue(r.ok());
    }
}
