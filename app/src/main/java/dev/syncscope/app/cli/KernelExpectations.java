package dev.syncscope.app.cli;

import dev.syncscope.core.kernel.PragmaParser;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.SuiteCheck;
import dev.syncscope.samples.Sample;
import dev.syncscope.samples.SampleCheck;
import dev.syncscope.samples.Verdict;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A GLSL/HLSL kernel's {@code @expect} lines in {@code check}'s report, checked as the sample kernels are
 * ({@link SampleCheck}: the exhaustive checker for races and final values, every stepper schedule for stale reads
 * and diagnostics). A kernel that says what it expects is judged by that, not by race freedom: a lesson kernel
 * that races on purpose passes when it races where it says. Stateless.
 */
final class KernelExpectations {

    private KernelExpectations() {
    }

    /** Whether {@code text} (a kernel with {@code //} comments) has {@code @expect} lines. */
    static boolean present(String file, String text) {
        return !PragmaParser.parse(file, text, "//").expectations().isEmpty();
    }

    /** {@code report} with a note that the {@code @expect} lines, about the launch the file writes, were not checked. */
    static FileCheck.Report skipped(FileCheck.Report r) {
        List<String> notes = new ArrayList<>(r.notes());
        notes.add("the file's @expect lines describe the launch it writes; not checked with --dispatch or --budget");
        return new FileCheck.Report(r.file(), r.invocations(), r.complete(), r.limitMessage(), r.candidates(),
                r.consistentExecutions(), r.outcomes(), r.races(), r.expectations(), notes, r.cutPaths(), r.divergences());
    }

    /** {@code report} with the kernel's {@code @expect} verdicts as its expectations. */
    static FileCheck.Report add(FileCheck.Report report, String file, String text) {
        long start = System.nanoTime();
        List<Verdict> verdicts = SampleCheck.check(new Sample(file, file, "", text));
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        List<SuiteCheck> checks = new ArrayList<>(report.expectations());
        for (Verdict v : verdicts) {
            String question = v.expectation().startsWith("(") ? v.expectation() : "@expect " + v.expectation();
            checks.add(new SuiteCheck(file, v.span(), question, true, v.pass(),
                    v.pass() ? SuiteCheck.Verdict.PASS : SuiteCheck.Verdict.FAIL, v.detail(), took));
        }
        return new FileCheck.Report(report.file(), report.invocations(), report.complete(), report.limitMessage(),
                report.candidates(), report.consistentExecutions(), report.outcomes(), report.races(), checks,
                report.notes(), report.cutPaths(), report.divergences());
    }
}
