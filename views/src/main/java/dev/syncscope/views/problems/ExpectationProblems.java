package dev.syncscope.views.problems;

import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.SuiteCheck;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.List;

/**
 * The rows of a litmus test's expected answers after the window's check, as {@code syncscope check} lists them under
 * {@code expectations:}: a Khronos test's answer lines ({@code NOSOLUTION consistent[X] && #dr>0}), a herd test's
 * condition. An answer that does not hold is an error at its line, one not known (the check stopped, or paths were
 * cut) a warning, one that holds an information row, so that a test is checked against the model in the window as on
 * the command line (the session-51 audit: the window showed the outcomes and no verdict). Stateless.
 */
public final class ExpectationProblems {

    private ExpectationProblems() {
    }

    /** One row per expectation: those that do not hold, then those not known, then those that hold, each in file order. */
    public static List<Problem> of(List<SuiteCheck> expectations, Messages text) {
        List<Problem> out = new ArrayList<>();
        for (SuiteCheck c : expectations) {
            SourceSpan where = c.where() != null && c.where().line() > 0 ? c.where() : null;
            String expected = answer(c.expected(), text);
            String question = AnswerText.question(c.question(), text);
            String detail = AnswerText.detail(c, text);
            out.add(switch (c.verdict()) {
                case PASS -> new Problem(Problem.Severity.INFO, text.get("problems.expect.pass", question,
                        expected), where);
                case FAIL -> new Problem(Problem.Severity.ERROR, text.get("problems.expect.fail", question,
                        expected, answer(c.actual(), text), detail.isEmpty() ? "" : ": " + detail), where);
                case UNKNOWN -> new Problem(Problem.Severity.WARNING, text.get("problems.expect.open", question,
                        expected, detail), where);
                case ERROR -> new Problem(Problem.Severity.ERROR, text.get("problems.expect.error", question,
                        detail), where);
            });
        }
        // the answers that do not hold first, then those not known, then those that hold (each in file order): the
        // row a lesson is about is the first one, also where the pane shows only a few rows (presentation mode)
        out.sort(java.util.Comparator.comparingInt(p -> switch (p.severity()) {
            case ERROR -> 0;
            case WARNING -> 1;
            default -> 2;
        }));
        return out;
    }

    /** An answer, true or false, in the window's words. */
    private static String answer(Boolean b, Messages text) {
        return text.get(Boolean.TRUE.equals(b) ? "problems.expect.true" : "problems.expect.false");
    }
}
