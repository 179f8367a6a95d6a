package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kernel tests' one stepper run that must end without a diagnostic, and what it leaves. */
final class CleanRun {

    private CleanRun() {
    }

    /** Kernel {@code text} loaded as file {@code name}. */
    static Program program(String name, String text) {
        return KernelLoader.load(name, text).program();
    }

    /**
     * The allowed outcomes, as shown, of the exhaustive check of {@code p}, whose every consistent execution is free of
     * races.
     */
    static java.util.Set<Map<String, Object>> raceFreeOutcomes(Program p) {
        dev.syncscope.core.check.CheckResult r = new dev.syncscope.core.check.AxiomaticChecker().check(p);
        assertTrue(r.consistentExecutions().stream().allMatch(e -> e.races().isEmpty()), "a race");
        return r.allowedOutcomes().stream().map(o -> o.shown(Outcome.UNDEFINED))
                .collect(java.util.stream.Collectors.toSet());
    }

    /** The diagnostics, as one text, of a round-robin run of {@code p} to its end. */
    static String runDiagnostics(Program p) {
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        s.run();
        return s.diagnostics().toString();
    }

    /** The outcome, as shown, of a round-robin run of {@code p} that ends without a diagnostic. */
    static Map<String, Object> outcome(Program p) {
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        s.run();
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        return s.outcome().shown(Outcome.UNDEFINED);
    }
}
