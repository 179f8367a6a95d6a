package dev.syncscope.core.diff;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Program;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The differential property over programs with host threads ({@link HostLitmusSpecs}): every finished
 * stepper run agrees with the exhaustive checker as {@link StepperOracle} explains, with the checker's limits
 * and discards of {@link StepperAgreesWithCheckerPropertyTest} (a separate generator, so that property's
 * seeds keep their meaning). Tries from {@code jqwik.tries.default}.
 */
class HostStepperAgreesWithCheckerPropertyTest {

    @Property(maxDiscardRatio = 20)
    void stepperOutcomesAndRacesWithHostThreadsAreAllowedByTheChecker(@ForAll("programs") HostLitmusSpec spec) {
        compare(spec);
    }

    /** The same over {@link HostLitmusSpecs#ordered()}: threads one after the other by SSW. */
    @Property(maxDiscardRatio = 20)
    void stepperAgreesWithTheCheckerOnHostThreadsOrderedBySsw(@ForAll("ordered") HostLitmusSpec spec) {
        compare(spec);
    }

    private static void compare(HostLitmusSpec spec) {
        Program program = spec.build();
        CheckResult check = new AxiomaticChecker(StepperAgreesWithCheckerPropertyTest.CHECK).check(program);
        String verdict = !check.complete()
                ? "discarded: checker " + StepperAgreesWithCheckerPropertyTest.limitKind(check.limitMessage())
                : check.consistentExecutions().isEmpty() ? "discarded: no consistent execution" : "compared";
        Statistics.label("program").collect(verdict);
        Assume.that(check.complete());
        Assume.that(!check.consistentExecutions().isEmpty());
        StepperOracle.Report report = StepperOracle.compare(program, check, StepperAgreesWithCheckerPropertyTest.SEEDS);
        Statistics.label("finished runs compared").collect(report.compared() == 0 ? "none" : "some");
        Statistics.label("program racy").collect(check.hasRace());
        Statistics.label("uses z").collect(spec.usesZ());
        Statistics.label("racy run outcome outside checker").collect(!report.racyOutcomeOutsideChecker().isEmpty());
        report.racyOutcomeOutsideChecker().stream().limit(1).forEach(r -> System.out.println(
                "[differential/host] racy-run outcome mismatch (reported, not failed):\n" + spec + r));
        assertTrue(report.disagreements().isEmpty(), () -> "program:\n" + spec + "disagreements:\n"
                + String.join("\n", report.disagreements()));
    }

    @Provide
    Arbitrary<HostLitmusSpec> programs() {
        return HostLitmusSpecs.programs();
    }

    @Provide
    Arbitrary<HostLitmusSpec> ordered() {
        return HostLitmusSpecs.ordered();
    }
}
