package dev.syncscope.core.check;

import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Program;
import net.jqwik.api.Assume;
import net.jqwik.api.statistics.Statistics;

import java.util.TreeSet;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The comparison the wait property tests make ({@link LoadWaitAgreesPropertyTest}, {@link
 * WriteBackWaitAgreesPropertyTest}, {@link BarrierCoveredPollsAgreePropertyTest}): the check that shortens waits finds
 * the outcomes, races and faults of the one that leaves no wait out ({@code new AxiomaticChecker(options, 0)}), a try
 * discarded when the latter does not complete within the options' limits.
 */
final class WaitAgreement {

    private WaitAgreement() {
    }

    /**
     * Compares the two checks of {@code p} ({@code atBound}: at the options' spin bound alone, no deepening) and returns
     * the shortening one's result; {@code text} names the program in a failure.
     */
    static CheckResult agree(Program p, CheckOptions options, boolean atBound, Supplier<String> text) {
        CheckResult without = check(new AxiomaticChecker(options, 0), p, atBound);
        Statistics.label("compared").collect(without.complete() ? "compared" : "discarded");
        Assume.that(without.complete());
        // it explores less than the check that completed, within the same limits
        CheckResult with = check(new AxiomaticChecker(options), p, atBound);
        assertTrue(with.complete(), with::limitMessage);
        assertEquals(without.allowedOutcomes(), with.allowedOutcomes(), text);
        assertEquals(WriteBackWaitAgreesPropertyTest.races(without), WriteBackWaitAgreesPropertyTest.races(with), text);
        assertEquals(new TreeSet<>(without.faults()), new TreeSet<>(with.faults()), text);
        return with;
    }

    /** Whether {@code r} left a wait out: a note containing {@code note}, or a cut no spin bound changes. */
    static boolean shortened(CheckResult r, String note) {
        return r.diagnostics().stream().anyMatch(d -> d.contains(note))
                || r.cuts().stream().anyMatch(c -> c.kind() == CutKind.ENDLESS_WAIT);
    }

    private static CheckResult check(AxiomaticChecker checker, Program p, boolean atBound) {
        return atBound ? checker.checkAtBound(p, System.nanoTime()) : checker.check(p);
    }
}
