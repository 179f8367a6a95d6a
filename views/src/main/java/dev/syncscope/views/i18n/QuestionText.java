package dev.syncscope.views.i18n;

import dev.syncscope.core.suite.TestQuestion;

import java.util.ArrayList;
import java.util.List;

/**
 * A litmus test's question in the window's language ({@link TestQuestion}): what its loads are asked to read
 * ({@code P1 reads y = 1 at mp.test:12:1}) or which outcomes its filter keeps, and the other executions' reads
 * ({@code P1 reads y = 0}) or that their outcome fails the filter, from the bundle's
 * {@code question.*} keys. The English patterns give the command line's words back ({@link TestQuestion#text()},
 * {@link dev.syncscope.core.suite.RaceSites#outside()}). Stateless.
 */
public final class QuestionText {

    private QuestionText() {
    }

    /**
     * What the test asks its loads to read, each load at its place, and the outcomes its filter keeps, joined by
     * "and".
     */
    public static String asked(TestQuestion question, Messages text) {
        List<String> parts = new ArrayList<>(question.reads().stream().map(r -> text.get("question.readAt",
                r.invocation(), r.location(), String.valueOf(r.value()), r.where().toString())).toList());
        question.filter().ifPresent(f -> parts.add(text.get("question.filterAt", f.toString(), f.where().toString())));
        return join(parts, "question.and", text);
    }

    /** One condition on the other executions' reads, and that their outcome fails the filter, joined by "and". */
    public static String condition(TestQuestion.Condition c, Messages text) {
        List<String> parts = new ArrayList<>(c.reads().stream().map(r -> text.get("question.read", r.invocation(),
                r.location(), String.valueOf(r.value()))).toList());
        if (c.failsFilter()) {
            parts.add(text.get("question.failsFilter"));
        }
        return join(parts, "question.and", text);
    }

    /** Conditions any of which holds, joined by "or". */
    public static String anyOf(List<TestQuestion.Condition> conditions, Messages text) {
        return join(conditions.stream().map(c -> condition(c, text)).toList(), "question.or", text);
    }

    /** {@code parts} joined pairwise by the pattern of {@code key} ({@code {0} and {1}}). */
    private static String join(List<String> parts, String key, Messages text) {
        String out = parts.isEmpty() ? "" : parts.get(0);
        for (int i = 1; i < parts.size(); i++) {
            out = text.get(key, out, parts.get(i));
        }
        return out;
    }
}
