package dev.syncscope.core.suite;

import dev.syncscope.core.check.AskedExecutions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * The implicit expectation of a file that writes none: no data race (README: exit codes; docs/cli-json.md,
 * {@code expectations}). A Khronos test writes the same claim as an answer line ({@code NOSOLUTION consistent[X] &&
 * #dr>0}); one without answer lines, a herd test without a condition and a kernel without {@code @expect} lines (or
 * whose lines a changed launch leaves unchecked) are judged by it, and {@code check} lists it among the expectations
 * so that the verdict names what it rests on. Stateless.
 */
public final class RaceFreedom {

    /** The question the implicit expectation asks, as {@code check} prints it. */
    public static final String QUESTION = "(implicit) no data race";

    private RaceFreedom() {
    }

    /**
     * The implicit expectation of {@code file}, answered from its check: FAIL with a race in some consistent execution
     * the test asks about ({@link #racy}; a real execution, whatever was not explored); with none, open
     * ({@link SuiteCheck.Verdict#UNKNOWN}) when the checker stopped at a limit or cut paths at a bound, as a race
     * beyond either is not excluded; else PASS. Placed at the file, line 0 (written nowhere). {@code why}: why the
     * file is judged by it although it writes expectations (the detail of a FAIL, next to the verdict); empty when it
     * writes none. {@code witness}: a racy stepper run of a kernel the check left open, which fails it as definitely
     * ({@link StepperWitness}); null when there is none.
     */
    static SuiteCheck of(String file, CheckResult result, TestQuestion question, String why,
                         StepperWitness witness) {
        SourceSpan where = new SourceSpan(file, 0, 0);
        if (racy(result, question)) {
            return new SuiteCheck(file, where, QUESTION, true, false, SuiteCheck.Verdict.FAIL, why, result.elapsed());
        }
        String open = !result.complete() ? result.limitMessage() : metNone(result) ? MET_NONE
                : noneExplained(result) ? NO_EXECUTION : result.cuts().isEmpty() ? null
                : FileCheck.cutMessage(result.cutPaths(), CutPath.onlyEndlessWaits(result.cuts())
                        ? openInEndlessWaits(!result.endlessSpins().isEmpty() || result.consistentExecutions().isEmpty())
                        : "no data race among the executions within the bounds, but a longer one may race");
        if (open != null && witness != null && witness.provesRaceFreedom()) {
            // every execution is the run's (StepperWitness): race-free in all of them
            return new SuiteCheck(file, where, QUESTION, true, true, SuiteCheck.Verdict.PASS, "a stepper run ("
                    + witness.scheduleWords() + ") decides every execution, where the exhaustive check left it open ("
                    + open + ")", result.elapsed());
        }
        if (open != null && witness != null && witness.racy()) {
            String found = "a stepper run (" + witness.scheduleWords() + ") has a data race, where the exhaustive check"
                    + " left it open (" + open + ")";
            return new SuiteCheck(file, where, QUESTION, true, false, SuiteCheck.Verdict.FAIL,
                    why.isEmpty() ? found : why + "; " + found, result.elapsed());
        }
        if (open != null) {
            return SuiteCheck.unanswered(file, where, QUESTION, true, SuiteCheck.Verdict.UNKNOWN, open,
                    result.elapsed());
        }
        return SuiteCheck.answered(file, where, QUESTION, true, true, result.elapsed());
    }

    /** Why race freedom stays open after a check that finished with no execution and no finding ({@link #metNone}). */
    static final String MET_NONE = "the exhaustive check finished with no execution and no finding, but every launch has"
            + " an execution: it missed them, so no answer rests on it";

    /**
     * Why race freedom stays open after a check that finished, cutting nothing, with no execution because of a finding
     * ({@link #noneExplained}): "no data race" in every one of none would be no answer.
     */
    static final String NO_EXECUTION = "the launch has no execution (its finding says why), so none was checked"
            + " for races";

    /**
     * Whether {@code result} finished, cutting nothing, with no consistent execution, and a finding says why (barrier
     * instances that break the model's rules in every combination of paths: {@code NoExecution}).
     */
    static boolean noneExplained(CheckResult result) {
        return result.complete() && result.cuts().isEmpty() && result.consistentExecutions().isEmpty()
                && !result.findings().isEmpty();
    }

    /**
     * Whether {@code result} finished, cutting nothing, with no consistent execution and no finding (no divergence,
     * fault, undefined read or endless spin that would say why none ends well). Every launch has an execution (the
     * stepper runs one), so such a check missed them, and "no race in any of them" is no answer: a safety net for a gap
     * of the enumeration (a kernel whose every path faulted on its first round's values once ended it there, and a racy
     * kernel answered OK).
     */
    static boolean metNone(CheckResult result) {
        return result.complete() && result.cuts().isEmpty() && result.consistentExecutions().isEmpty()
                && result.findings().isEmpty();
    }

    /**
     * Why race freedom stays open when every cut path is a wait that never ends ({@code CutKind.ENDLESS_WAIT}): no
     * bound was too small; races are looked for in the executions that end, all of which were explored, and an
     * execution in which a wait never ends may race where none of them does (VK MM: Data Race is a property of each
     * execution; {@code NeverEndingWaitCheckTest}). {@code noneEnds}: an invocation spins forever in every execution
     * (an endless spin), so no execution ends and none was checked for races; it said "no data race in the executions
     * that end" as if some had been.
     */
    public static String openInEndlessWaits(boolean noneEnds) {
        return noneEnds ? "no execution ends (an invocation spins forever in every execution), so none was checked for"
                + " races, and one in which a wait never ends may race"
                : "no data race in the executions that end, but one in which a wait never ends may race";
    }

    /**
     * Whether some consistent execution of {@code result} that {@code question} asks about has a data race (VK MM:
     * Data Race, the Alloy {@code #dr>0}): every one when {@code question} is null; for a Khronos test only those whose
     * loads read the values written on them (litmus README: "On a load, {@code x = v} constrains the load to read the
     * store of v", so a test without answer lines asks {@code NOSOLUTION consistent[X] && #dr>0} of those); for a herd
     * test only those whose outcome passes the filter (HerdTest: "executions whose outcome fails it are not
     * considered"; {@code VULKAN-DR-expected.csv}). The one rule of {@code check}, the window's check and {@code suite}.
     */
    public static boolean racy(CheckResult result, TestQuestion question) {
        return AskedExecutions.racy(result, question == null ? null : question.executions());
    }

    /**
     * How many consistent executions that {@code question} does not ask about have a data race, as a sentence, when
     * none it asks about has one ({@link #racy}): {@code 6 executions outside the test's filter have a data race; the
     * test does not ask about them}. The race list marks each such race, but the verdict (OK, or open for another
     * reason) read as if the program raced nowhere. Empty without a question, with a race it asks about, or with none
     * elsewhere.
     */
    public static String elsewhere(CheckResult result, TestQuestion question) {
        if (question == null || racy(result, question)) {
            return "";
        }
        long n = result.consistentExecutions().stream().filter(e -> e.dataRacePairs() > 0 && !question.asks(e))
                .count();
        if (n == 0) {
            return "";
        }
        String outside = question.reads().isEmpty() ? "outside the test's filter"
                : question.filter().isEmpty() ? "whose loads read other values than the test asks for"
                : "outside the executions the test asks about";
        return n + (n == 1 ? " execution " : " executions ") + outside + (n == 1 ? " has" : " have")
                + " a data race; the test does not ask about " + (n == 1 ? "it" : "them");
    }

    /** Whether {@code expectations} are the implicit one alone, or none: the file is judged by race freedom. */
    public static boolean judgesAlone(List<SuiteCheck> expectations) {
        return expectations.isEmpty()
                || expectations.size() == 1 && expectations.get(0).question().equals(QUESTION)
                && expectations.get(0).where().line() == 0;
    }
}
