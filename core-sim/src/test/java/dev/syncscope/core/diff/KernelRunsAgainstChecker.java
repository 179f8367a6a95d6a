package dev.syncscope.core.diff;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import net.jqwik.api.Assume;
import net.jqwik.api.statistics.Statistics;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The body of the GLSL differential properties ({@link SubgroupStepperAgreesWithCheckerPropertyTest},
 * {@link BarrierStepperAgreesWithCheckerPropertyTest}): a generated kernel is compared only when the checker answers
 * for every execution that ends (it completed, and each of its cuts is in a wait longer than any execution that ends
 * needs or in a loop that can never exit, {@link CutPath#onlyEndlessWaits}); then every finished stepper run must be
 * an execution it allows ({@link StepperOracle}). Collects jqwik statistics of what was compared. Stateless.
 */
final class KernelRunsAgainstChecker {

    /** The checker's limits per kernel. */
    static final CheckOptions CHECK = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(2))
            .withMaxCandidates(20_000);

    /**
     * The generated kernels' buffers (two flags, then r, whose length is the one argument), the semantics' names
     * {@code B}, {@code ACQ} and {@code REL}, and {@code main}'s first line.
     */
    static final String FLAGS = """
            layout(binding = 0) buffer F { uint flag[2]; };
            layout(binding = 1) buffer R { uint r[%d]; };
            const int B = gl_StorageSemanticsBuffer;
            const int ACQ = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
            const int REL = gl_SemanticsRelease | gl_SemanticsMakeAvailable;
            void main() {
            """;

    private KernelRunsAgainstChecker() {
    }

    /** Checks kernel {@code source} (named {@code file}) and compares 3 + 3 stepper runs with the answer. */
    static void finishedRunsAreExecutions(String file, String source) {
        Program program = KernelLoader.load(file, source).program();
        CheckResult check = new AxiomaticChecker(CHECK).check(program);
        boolean answers = check.complete() && (check.cuts().isEmpty() || CutPath.onlyEndlessWaits(check.cuts()));
        Statistics.label("kernel").collect(!check.complete() ? "discarded: checker limit"
                : !answers ? "discarded: cut at a bound a larger one may lift"
                : check.consistentExecutions().isEmpty() ? "compared: no execution" : "compared");
        Assume.that(answers);
        StepperOracle.Report report = StepperOracle.compare(program, check, 3);
        Statistics.label("finished runs compared").collect(report.compared() == 0 ? "none" : "some");
        Statistics.label("kernel racy").collect(check.hasRace());
        Statistics.label("racy run outcome outside checker").collect(!report.racyOutcomeOutsideChecker().isEmpty());
        assertTrue(report.disagreements().isEmpty(), () -> "kernel:\n" + source + "disagreements:\n"
                + String.join("\n", report.disagreements()));
    }
}
