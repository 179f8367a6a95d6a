package dev.syncscope.app.cli;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.SuiteCheck;
import dev.syncscope.samples.Sample;
import dev.syncscope.samples.SampleCheck;
import dev.syncscope.samples.Verdict;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A GLSL/HLSL kernel's {@code @expect} lines in {@code check}'s report ({@link dev.syncscope.core.suite.FileCheck.KernelJudge}),
 * judged as the sample kernels are ({@link SampleCheck}: the exhaustive checker's result of this check for races
 * and final values, every stepper schedule for stale reads and diagnostics). A kernel that says what it expects is
 * judged by that, not by race freedom: a lesson kernel that races on purpose passes when it races where it says.
 * Stateless.
 */
public final class KernelExpectations implements dev.syncscope.core.suite.FileCheck.KernelJudge {

    /** The judge {@code check} passes to {@link dev.syncscope.core.suite.FileCheck}, and the window's check uses. */
    public static final KernelExpectations JUDGE = new KernelExpectations();

    private KernelExpectations() {
    }

    @Override
    public List<SuiteCheck> judge(String fileName, String text, Program program, CheckResult result) {
        return judgeAll(fileName, text, program, result);
    }

    /** A misspelt {@code @expect} name or line is refused before the check, which may take its whole time limit. */
    @Override
    public void validate(String fileName, String text, Program program) {
        SampleCheck.checkTargets(new Sample(fileName, fileName, "", text), program);
    }

    /** The verdicts on {@code text}'s {@code @expect} lines (and the implicit ones) as the report's expectations. */
    static List<SuiteCheck> judgeAll(String file, String text, Program program, CheckResult result) {
        long start = System.nanoTime();
        List<Verdict> verdicts = SampleCheck.check(new Sample(file, file, "", text), program, result);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        List<SuiteCheck> checks = new ArrayList<>();
        for (Verdict v : verdicts) {
            // an implicit check is written nowhere in the file, but is about it: the file at line 0 (docs/cli-json.md)
            SourceSpan where = v.span().file().isEmpty() ? new SourceSpan(file, 0, 0) : v.span();
            String question = v.expectation().startsWith("(") ? v.expectation() : "@expect " + v.expectation();
            if (!v.pass() && v.words() != null && v.words().open()) {
                // a limit left the claim open, as a .test answer's (check exits 3, naming the limit)
                checks.add(new SuiteCheck(file, where, question, true, null, SuiteCheck.Verdict.UNKNOWN,
                        v.detail(), took, v.words()));
                continue;
            }
            checks.add(new SuiteCheck(file, where, question, true, v.pass(),
                    v.pass() ? SuiteCheck.Verdict.PASS : SuiteCheck.Verdict.FAIL, v.detail(), took, v.words()));
        }
        return checks;
    }
}
