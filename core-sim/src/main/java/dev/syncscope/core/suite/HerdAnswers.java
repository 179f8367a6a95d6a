package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.litmus.herd.Condition;
import dev.syncscope.core.litmus.herd.HerdTest;
import dev.syncscope.core.model.SourceSpan;

import java.time.Duration;
import java.util.Locale;

/**
 * Checks one row of a Dat3M expected-answer file against a herd test. The file's name says what the
 * bit means (corpus README): {@code *-DR-*} files give data-race freedom of the executions that pass
 * the filter, the others whether the condition is satisfied ({@code exists}: reachable,
 * {@code ~exists}: unreachable, {@code forall}: always); {@code *NOCHAINS*} files assume a device
 * without availability/visibility chains. Immutable.
 */
public record HerdAnswers(boolean raceFreedom, boolean chains) {

    /** What the expected-answer file {@code csvName} asks. */
    public static HerdAnswers forCsv(String csvName) {
        String upper = csvName.toUpperCase(Locale.ROOT);
        return new HerdAnswers(upper.contains("-DR-") || upper.contains("-DR."), !upper.contains("NOCHAINS"));
    }

    public String question() {
        return (raceFreedom ? "race-free" : "condition holds") + (chains ? "" : " (no chains)");
    }

    public SuiteCheck check(String file, SourceSpan row, boolean expected, HerdTest test, CheckOptions base) {
        long start = System.nanoTime();
        CheckResult r = new AxiomaticChecker(base.withChains(chains).withConsistentOnly(true))
                .check(test.withChains(chains).program());
        return answer(file, row, expected, test, r, Duration.ofNanos(System.nanoTime() - start));
    }

    /**
     * As {@link #check}, from {@code r}, a check of the test's program with this question's chains and consistent
     * executions only, which took {@code elapsed}.
     */
    SuiteCheck answer(String file, SourceSpan row, boolean expected, HerdTest test, CheckResult r, Duration elapsed) {
        if (!r.complete() && !decidedWithin(test, r)) {
            return SuiteCheck.unanswered(file, row, question(), expected, SuiteCheck.Verdict.UNKNOWN,
                    AnswerDetail.of(AnswerDetail.Kind.CHECK_STOPPED, AnswerDetail.limit(r)), elapsed);
        }
        if (raceFreedom) {
            // VK MM: Data race, in the executions whose outcome passes the filter: check's rule (RaceFreedom.racy)
            boolean racy = RaceFreedom.racy(r, TestQuestion.of(test.program(), r));
            if (r.pathsCut() && !racy) {
                return cut(file, row, expected, r, "no data race within the bounds, but a longer execution may race",
                        elapsed);
            }
            return SuiteCheck.answered(file, row, question(), expected, !racy, elapsed);
        }
        if (test.condition().isEmpty()) {
            return SuiteCheck.unanswered(file, row, question(), expected, SuiteCheck.Verdict.ERROR,
                    "the test has no condition to check", elapsed);
        }
        boolean holds = test.conditionSatisfied(r.allowedOutcomes());
        // with paths cut only a witness is definite: an outcome an exists finds or a ~exists/forall excludes
        boolean witnessed = holds == (test.condition().get().quantifier() == Condition.Quantifier.EXISTS);
        if (r.pathsCut() && !witnessed) {
            return cut(file, row, expected, r, "the condition " + (holds ? "holds" : "does not hold")
                    + " within the bounds, but a longer execution may change that", elapsed);
        }
        return SuiteCheck.answered(file, row, question(), expected, holds, elapsed);
    }

    /**
     * Whether what the stopped check {@code r} found decides this question, as {@link #condition} decides a condition
     * (suite and check answer alike): a race found answers race freedom; an outcome found satisfying an {@code exists},
     * or one an {@code ~exists} or {@code forall} excludes, answers the condition.
     */
    private boolean decidedWithin(HerdTest test, CheckResult r) {
        if (raceFreedom) {
            return RaceFreedom.racy(r, TestQuestion.of(test.program(), r));
        }
        return test.condition().isPresent() && witnessed(test, r);
    }

    /** Whether the outcomes {@code r} allows decide {@code test}'s condition: a witness, not the absence of one. */
    private static boolean witnessed(HerdTest test, CheckResult r) {
        boolean holds = test.conditionSatisfied(r.allowedOutcomes());
        return !r.allowedOutcomes().isEmpty()
                && holds == (test.condition().orElseThrow().quantifier() == Condition.Quantifier.EXISTS);
    }

    /** An answer the loop bound left open: {@link SuiteCheck.Verdict#UNKNOWN}, naming where paths were cut. */
    private SuiteCheck cut(String file, SourceSpan row, boolean expected, CheckResult r, String consequence,
                           Duration elapsed) {
        return SuiteCheck.unanswered(file, row, question(), expected, SuiteCheck.Verdict.UNKNOWN,
                "paths cut at a bound: " + r.cutPaths().get(0) + (r.cutPaths().size() > 1 ? " (and "
                        + (r.cutPaths().size() - 1) + " more)" : "") + "; " + consequence, elapsed);
    }

    /**
     * A herd test's condition, expected to hold, answered from the check of its program. With paths cut at the
     * loop bound only a witness is definite: an outcome satisfying an {@code exists}, or one that an
     * {@code ~exists} or {@code forall} excludes; otherwise a longer execution might change the answer, and it is
     * left open ({@link SuiteCheck.Verdict#UNKNOWN}, naming the bound).
     */
    public static SuiteCheck condition(String file, HerdTest test, CheckResult result) {
        Condition condition = test.condition().orElseThrow();
        String question = condition + " holds";
        boolean holds = test.conditionSatisfied(result.allowedOutcomes());
        boolean witnessed = holds == (condition.quantifier() == Condition.Quantifier.EXISTS);
        if (!result.complete() && !witnessed(test, result)) {
            // a limit hides the answer unless an execution found within it decides it: an exists found, or a forall's
            // counterexample (each allowed outcome is a consistent execution's; the session-85 audit: x == 5 was among
            // the outcomes shown, and the answer was UNKNOWN)
            return SuiteCheck.unanswered(file, condition.span(), question, true, SuiteCheck.Verdict.UNKNOWN,
                    AnswerDetail.of(AnswerDetail.Kind.CHECK_STOPPED, AnswerDetail.limit(result)), result.elapsed());
        }
        if (result.pathsCut() && !witnessed) {
            return SuiteCheck.unanswered(file, condition.span(), question, true, SuiteCheck.Verdict.UNKNOWN,
                    FileCheck.cutMessage(result.cutPaths(), "the condition " + (holds ? "holds" : "does not hold")
                            + (CutPath.onlyEndlessWaits(result.cuts()) ? " in the executions that end, but one in which"
                            + " a wait never ends may change that" : " within the bounds, but a longer execution may"
                            + " change that")), result.elapsed());
        }
        return SuiteCheck.answered(file, condition.span(), question, true, holds, result.elapsed());
    }
}
