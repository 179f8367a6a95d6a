package dev.syncscope.core.suite;

import dev.syncscope.core.model.SourceSpan;

import java.time.Duration;

/**
 * One expected answer and what the checker said about it. Immutable.
 *
 * @param file     the litmus file, relative to the suite folder
 * @param where    where the expectation is written (the answer line, or the CSV row)
 * @param question what is asked, e.g. {@code SATISFIABLE consistent[X] && #dr=0} or {@code race-free (no chains)}
 * @param expected the expected answer
 * @param actual   the checker's answer; null when it did not finish ({@link Verdict#UNKNOWN}) or failed
 * @param detail   why it failed or was left open (the limit or bound), in English; empty otherwise
 * @param elapsed  checker time for this answer
 * @param words    {@code detail} as a sentence another language can word ({@link AnswerDetail}); null when it is worded
 *                 only in English, or empty
 */
public record SuiteCheck(String file, SourceSpan where, String question, boolean expected, Boolean actual,
                         Verdict verdict, String detail, Duration elapsed, AnswerDetail words) {

    /** A check whose detail is worded only in English (or empty). */
    public SuiteCheck(String file, SourceSpan where, String question, boolean expected, Boolean actual,
                      Verdict verdict, String detail, Duration elapsed) {
        this(file, where, question, expected, actual, verdict, detail, elapsed, null);
    }

    /** A check whose detail is {@code words}, in English in {@link #detail()}. */
    public SuiteCheck(String file, SourceSpan where, String question, boolean expected, Boolean actual,
                      Verdict verdict, AnswerDetail words, Duration elapsed) {
        this(file, where, question, expected, actual, verdict, words.english(), elapsed, words);
    }

    /** The question of a kernel's implicit expectation that every stepper run ends (the window words it by this). */
    public static final String RUNS_END = "(implicit) every stepper run ends";
    /** The question of a kernel's implicit expectation that the checker allows every stepper outcome. */
    public static final String OUTCOMES_ALLOWED = "(implicit) every stepper outcome is allowed by the checker";

    /**
     * How the question of a kernel's cross-check ends: a checker claim the stepper's runs must agree with (a checker
     * {@code no-race}, a checker {@code final} of every execution); the window words it by this.
     */
    public static final String CROSS_CHECK = " (cross-check: the stepper agrees)";

    /**
     * How one expectation fared. {@link #UNKNOWN}: the checker left the answer open, because a limit stopped it (time,
     * candidates) or no bound decides it (paths cut at a loop or spin bound, no execution ends); {@code detail} says
     * which. It was called {@code TIMEOUT} before, though most such answers have nothing to do with time.
     */
    public enum Verdict { PASS, FAIL, UNKNOWN, ERROR }

    static SuiteCheck answered(String file, SourceSpan where, String question, boolean expected, boolean actual,
                               Duration elapsed) {
        return new SuiteCheck(file, where, question, expected, actual,
                expected == actual ? Verdict.PASS : Verdict.FAIL, "", elapsed);
    }

    static SuiteCheck unanswered(String file, SourceSpan where, String question, boolean expected,
                                 Verdict verdict, String detail, Duration elapsed) {
        return new SuiteCheck(file, where, question, expected, null, verdict, detail, elapsed);
    }

    static SuiteCheck unanswered(String file, SourceSpan where, String question, boolean expected,
                                 Verdict verdict, AnswerDetail words, Duration elapsed) {
        return new SuiteCheck(file, where, question, expected, null, verdict, words, elapsed);
    }
}
