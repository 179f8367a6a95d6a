package dev.syncscope.app.cli;

import dev.syncscope.core.check.Finding;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.RaceFreedom;
import dev.syncscope.core.suite.SuiteCheck;

import java.util.List;

/**
 * {@code check}'s last line when the answer is no: {@code FAILED}, saying why when no expectation failed. Stateless.
 */
final class FailedLine {

    private FailedLine() {
    }

    /**
     * {@code FAILED}, saying why when no expectation failed: barrier divergence, a fault, a read of undefined memory or
     * an undefined value the kernel made (OpUndef, a local read before any store) used in some execution, or a spin
     * that can never end in every execution, makes the kernel (a litmus file: the test) wrong whatever its
     * expectations (they may all pass: a lesson that shows the divergence expects it), which a bare FAILED under a
     * list of PASS lines did not say. "(which all hold)" only when every expectation passed: it was said whenever none
     * failed, under an UNKNOWN one too (the session-56 audit).
     */
    static String of(FileCheck.Report r) {
        boolean raceFreedom = RaceFreedom.judgesAlone(r.expectations());
        if (!r.wrong() || r.anExpectationFailed() && !raceFreedom) {
            return r.witness() == null || !raceFreedom ? "FAILED" : "FAILED: a data race in a stepper run ("
                    + r.witness().scheduleWords() + "), an execution the memory model allows";
        }
        List<String> why = new java.util.ArrayList<>();
        if (!r.divergences().isEmpty()) {
            why.add("barrier divergence");
        }
        if (!r.faults().isEmpty()) {
            why.add("a fault");
        }
        if (r.undefinedReadFindings().stream().anyMatch(f -> Finding.UNDEFINED_READ_KEY.equals(f.key()))) {
            why.add("a read of undefined memory");
        }
        if (r.undefinedReadFindings().stream().anyMatch(f -> Finding.UNDEFINED_VALUE_KEY.equals(f.key()))) {
            why.add("an undefined value");
        }
        String every = r.endlessSpins().isEmpty() ? "" : "an invocation that spins forever in every execution";
        // every execution ends in a fault (not always the same one), and nothing else is wrong: said so, since it is
        // then no matter of scheduling or of the values read
        boolean faultEverywhere = !r.faults().isEmpty() && r.divergences().isEmpty()
                && r.undefinedReads().isEmpty() && r.complete() && r.cuts().isEmpty()
                && r.consistentExecutions() > 0 && r.faultingExecutions() == r.consistentExecutions();
        // the launch has no execution but ones whose barrier instances break the model's rules (NoExecution), or
        // every execution diverges (CheckResult.divergenceInEveryExecution): said so, as for faults
        boolean divergenceEverywhere = !r.divergences().isEmpty() && r.faults().isEmpty()
                && r.undefinedReads().isEmpty() && r.complete() && r.cuts().isEmpty()
                && (r.consistentExecutions() == 0 || r.divergenceInEveryExecution());
        return "FAILED: " + (why.isEmpty() ? every : String.join(", ", why)
                + (faultEverywhere || divergenceEverywhere ? " in every execution" : " in some execution")
                + (every.isEmpty() ? "" : " and " + every)) + " makes the " + (LitmusLaunch.isLitmus(r.file())
                        ? "test" : "kernel") + " wrong" + (raceFreedom ? "" : " whatever its expectations"
                        + expectationsWords(r.expectations()));
    }

    /**
     * What the expectations say, after "whatever its expectations": {@code (which all hold)} when every one passed,
     * {@code (one is not known)} or {@code (2 are not known)} when some are open, and nothing else (none failed here).
     */
    private static String expectationsWords(List<SuiteCheck> expectations) {
        long open = expectations.stream().filter(e -> e.verdict() != SuiteCheck.Verdict.PASS).count();
        if (open == 0) {
            return " (which all hold)";
        }
        boolean unknown = expectations.stream().allMatch(e -> e.verdict() == SuiteCheck.Verdict.PASS
                || e.verdict() == SuiteCheck.Verdict.UNKNOWN);
        return !unknown ? "" : open == 1 ? " (one is not known)" : " (" + open + " are not known)";
    }
}
