package dev.syncscope.core.litmus.khronos;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.Diagnostic;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every {@code .test} file (the Khronos corpus, the rule examples, the host extension's tests) run as the
 * window's Run does (round robin following the loads' asked values), held
 * against the file's own answers: a run that meets every asked value is one consistent execution the
 * test asks about, so no NOSOLUTION line may describe it (its races counted as the stepper found them);
 * and where a SATISFIABLE line says such an execution exists, the schedule finds one (a property of the
 * goal-following schedule on this corpus, which a change of schedulers must keep).
 */
class KhronosReadGoalsCorpusTest {

    static List<Path> tests() throws IOException {
        List<Path> all = new java.util.ArrayList<>(KhronosCorpus.files());
        // the rule examples and the host extension's tests carry answers reasoned from the appendix
        all.addAll(KhronosCorpus.files("litmus/rules"));
        all.addAll(KhronosCorpus.files("litmus/host"));
        return all;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tests")
    void theRunFollowingTheAskedValuesAgreesWithTheAnswers(Path file) throws IOException {
        KhronosTest test = new KhronosParser().parse(file);
        DebugSession s = DebugSession.load(test.program(), LaunchOptions.DEFAULTS);
        s.run();
        assertTrue(s.finished(), "the run ends");
        boolean inside = s.diagnostics().stream().noneMatch(d -> d.kind() == Diagnostic.Kind.OUTSIDE_TEST);
        assertEquals(inside, test.constraintsHold(s.outcome()), "the diagnostic says whether the asked values were read");
        // a race is an unordered pair, dr holds both orders
        int drPairs = 2 * s.races().size();
        boolean exists = false;
        for (KhronosAnswer a : test.answers()) {
            if (a.noChains() || a.formula().counts().stream().anyMatch(c -> c.relation() != KhronosFormula.Relation.DR)) {
                continue;
            }
            if (inside && !a.satisfiable()) {
                assertFalse(a.formula().holds(true, drPairs, 0), "the run is an execution " + a.text() + " denies: "
                        + s.diagnostics());
            }
            exists |= a.satisfiable() && a.formula().consistent();
        }
        if (exists) {
            assertTrue(inside, "a consistent execution reading the asked values exists, and the schedule misses it: "
                    + s.diagnostics());
        }
    }
}
