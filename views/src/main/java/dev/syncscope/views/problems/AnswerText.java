package dev.syncscope.views.problems;

import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.suite.AnswerDetail;
import dev.syncscope.core.suite.SuiteCheck;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.List;

/**
 * Why an expected answer does not hold or is not known, in the window's language: an {@link AnswerDetail} worded by its
 * {@code expect.detail.*} key, with a limit of the check worded as {@link CheckText#limit} words it and a cut path as
 * {@link CheckText#cut} does; the engine's English when a check has no words or the text has no pattern for them. The
 * English patterns give {@link AnswerDetail#english()} back. Stateless.
 */
public final class AnswerText {

    private AnswerText() {
    }

    /** The detail of {@code check}: its words in {@code text}'s language, else its English. */
    public static String detail(SuiteCheck check, Messages text) {
        AnswerDetail d = check.words();
        return d == null || !text.has(d.kind().key()) ? check.detail() : of(d, text);
    }

    /** The kinds whose entries start with a stepper run's schedule. */
    private static final java.util.Set<AnswerDetail.Kind> SCHEDULED = java.util.EnumSet.of(
            AnswerDetail.Kind.STEPPER_RACES, AnswerDetail.Kind.STEPPER_FINALS, AnswerDetail.Kind.STALE_READS,
            AnswerDetail.Kind.DIAGNOSED, AnswerDetail.Kind.RUNS_UNFINISHED);

    /** The sentence of {@code d}. */
    public static String of(AnswerDetail d, Messages text) {
        String key = d.kind().key();
        int stride = d.kind().stride();
        if (stride > 0) {
            // the last argument a list: each entry worded by the kind's .item key (a stepper run's schedule in this
            // language's words), the entries joined in the kind's sentence
            int last = d.args().size() - 1;
            List<String> entries = new ArrayList<>();
            for (List<?> e : AnswerDetail.entries(d.args().get(last), stride)) {
                Object[] args = e.get(0) instanceof Race r ? race(r, text) : e.toArray();
                if (SCHEDULED.contains(d.kind())) {
                    args[0] = schedule(String.valueOf(args[0]), text);
                }
                entries.add(text.get(key + ".item", args));
            }
            String separator = text.has(key + ".separator") ? key + ".separator" : "expect.detail.separator";
            Object[] args = d.args().toArray();
            args[last] = String.join(text.get(separator), entries);
            return text.get(key, args);
        }
        Object[] args = d.args().toArray();
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof CheckLimit l) {
                args[i] = CheckText.limit(l, text);
            } else if (args[i] instanceof CutPath c) {
                args[i] = CheckText.cut(c, text);
            }
        }
        return text.get(key, args);
    }

    /**
     * A stepper run's schedule ({@code StepperRuns}: {@code in order}, {@code reverse order}, {@code round-robin},
     * {@code lock-step subgroups}, {@code random seed 3}) in this language's words; another name as it is.
     */
    static String schedule(String name, Messages text) {
        return switch (name) {
            case AnswerDetail.IN_ORDER -> text.get("expect.schedule.inOrder");
            case AnswerDetail.REVERSE_ORDER -> text.get("expect.schedule.reverseOrder");
            case AnswerDetail.ROUND_ROBIN -> text.get("expect.schedule.roundRobin");
            case AnswerDetail.LOCK_STEP -> text.get("expect.schedule.lockStep");
            default -> {
                String seed = name.startsWith(AnswerDetail.RANDOM_SEED)
                        ? name.substring(AnswerDetail.RANDOM_SEED.length()) : "";
                yield seed.matches("[0-9]{1,9}") ? text.get("expect.schedule.random", Long.parseLong(seed)) : name;
            }
        };
    }

    /** A checker's race as an entry's arguments: each access (as written alike in every language), the missing link. */
    private static Object[] race(Race r, Messages text) {
        return new Object[] {r.first().label(), String.valueOf(r.first().source()), r.second().label(),
                String.valueOf(r.second().source()), RaceLinkText.of(r.link(), text)};
    }

    /**
     * The question of {@code check} in the window's language: an implicit question of a kernel by its key, and a
     * cross-check's ending ({@link SuiteCheck#CROSS_CHECK}) in its words; a question written in the file as written.
     */
    public static String question(String q, Messages text) {
        if (SuiteCheck.RUNS_END.equals(q)) {
            return text.get("problems.expect.runsEnd");
        }
        if (SuiteCheck.OUTCOMES_ALLOWED.equals(q)) {
            return text.get("problems.expect.outcomesAllowed");
        }
        if (q.endsWith(SuiteCheck.CROSS_CHECK)) {
            return text.get("problems.expect.crossCheck", q.substring(0, q.length() - SuiteCheck.CROSS_CHECK.length()));
        }
        return q;
    }
}
