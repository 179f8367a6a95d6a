package dev.syncscope.views.problems;

import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.core.suite.TestQuestion;
import dev.syncscope.views.explain.CheckRaceWhy;
import dev.syncscope.views.i18n.EngineText;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.QuestionText;

import java.util.ArrayList;
import java.util.List;

/**
 * The problems a finished exhaustive check (Check ▸ All executions) adds to the pane, below the stepper's: barrier
 * divergence and faults of some execution (errors at their sites: the program is wrong), faults the check could
 * neither confirm nor exclude (warnings), the data races of its consistent executions, one per pair of accesses
 * (errors at the first access; past {@link #RACE_ROWS}, one line says how many more), and the limit that stopped it
 * (a warning), each worded in the window's language ({@link CheckText}). Each says it comes from the check and holds in some execution, not necessarily in the run stepped.
 * For a Khronos test whose loads ask for values or a herd test with a filter ({@link TestQuestion}) the races are
 * those of the command line's check ({@link RaceSites#of(CheckResult, TestQuestion)}: one per pair, with the missing
 * link of an asked execution),
 * and each says where it lies as the command line does: a race only outside the executions the test asks about is
 * information (the test's answers are not about it), one inside them an error. Stateless.
 */
public final class CheckProblems {

    /** Races listed one per row; a launch where every invocation races with every other has thousands. */
    static final int RACE_ROWS = 50;

    private CheckProblems() {
    }

    /** The rows of a check of a program whose file asks its loads for no values. */
    public static List<Problem> of(CheckResult result, Messages text) {
        return of(result, null, text);
    }

    /** The rows of a check asked {@code question} ({@link TestQuestion#of}; null when the file asks no values). */
    public static List<Problem> of(CheckResult result, TestQuestion question, Messages text) {
        return of(result, question, null, text);
    }

    /**
     * As {@link #of(CheckResult, TestQuestion, Messages)}, {@code sourceText} the text of the GLSL or HLSL kernel checked
     * (null: none): its races' links and fixes are worded in the kernel's language ({@link CheckRaceWhy}), as
     * {@code check} words them on the command line (GPU audit D11).
     */
    public static List<Problem> of(CheckResult result, TestQuestion question, String sourceText, Messages text) {
        List<Problem> out = new ArrayList<>();
        List<String> everywhere = result.faultsInEveryExecution();
        List<String> divergedEverywhere = result.divergencesInEveryExecution();
        for (Finding f : result.findings()) {
            boolean open = f.kind() == Finding.Kind.UNCONFIRMED_FAULT;
            // a fault every execution has is said to be in every one, as check says it (CheckResult); so is barrier
            // divergence that every execution has (the same one: CheckResult.divergencesInEveryExecution), or of a launch
            // with no other execution (NoExecution)
            String key = open ? "problems.check.unconfirmed" : f.kind() == Finding.Kind.ENDLESS_SPIN
                    || f.kind() == Finding.Kind.BARRIER_DIVERGENCE && result.consistentExecutions().isEmpty()
                    ? "problems.check.wrongEvery" : f.kind() == Finding.Kind.FAULT && everywhere.contains(f.text())
                    || f.kind() == Finding.Kind.BARRIER_DIVERGENCE && divergedEverywhere.contains(f.text())
                    ? "problems.check.faultEvery" : "problems.check.wrong";
            out.add(new Problem(open ? Problem.Severity.WARNING : Problem.Severity.ERROR,
                    text.get(key, CheckText.finding(f, text)),
                    site(f.where()), f.agents(), List.of(), site(f.also())));
        }
        List<RaceSites> races = RaceSites.of(result, question);
        java.util.Set<String> accesses = sourceText == null ? null : CheckRaceWhy.accesses(races);
        for (RaceSites race : races.subList(0, Math.min(races.size(), RACE_ROWS))) {
            // VK MM: Data Race in an execution the test does not ask about: its answers say nothing of it
            out.add(new Problem(race.asked() ? Problem.Severity.ERROR : Problem.Severity.INFO,
                    raceText(race, question, new Words(sourceText, accesses, text)), site(race.first().where()),
                    List.of(race.example().first().agent(), race.example().second().agent()), List.of()));
        }
        if (races.size() > RACE_ROWS) {
            out.add(new Problem(Problem.Severity.ERROR, text.get("problems.check.moreRaces", races.size() - RACE_ROWS),
                    null));
        }
        // a check stopped because a stepper run answered is no warning: the run's rows and the outcome summary answer
        if (!result.complete() && (result.limit() == null
                || result.limit().kind() != CheckLimit.Kind.RUN_ANSWERED)) {
            out.add(new Problem(Problem.Severity.WARNING, text.get("problems.check.limit",
                    CheckText.limit(result, text)), null));
        }
        return out;
    }

    /** How a check's races are worded ({@link CheckRaceWhy#links}): the kernel's text and racing accesses, the words. */
    private record Words(String sourceText, java.util.Set<String> accesses, Messages text) {
    }

    /**
     * The row of {@code race}: its accesses and missing link, and with a question, where it lies (in the executions
     * the test asks about, and also where…; or only where…, outside them), worded as the command line words it.
     */
    private static String raceText(RaceSites race, TestQuestion question, Words words) {
        Messages text = words.text();
        String first = access(race.first(), race, text);
        String second = access(race.second(), race, text);
        String link = links(race, words);
        if (question == null) {
            return text.get("problems.check.race", first, second, link);
        }
        String asked = QuestionText.asked(question, text);
        String elsewhere = QuestionText.anyOf(race.elsewhere(), text);
        if (!race.asked()) {
            return text.get("problems.check.raceOutside", first, second, link, elsewhere, asked);
        }
        return race.elsewhere().isEmpty() ? text.get("problems.check.raceAsked", first, second, link, asked)
                : text.get("problems.check.raceAskedAndElsewhere", first, second, link, asked, elsewhere);
    }

    /**
     * The pair's missing links, each worded in the window's language, the first, then {@code problems.check.otherLink}
     * for each other link its executions lack (one row per pair: GPU audit D13).
     */
    private static String links(RaceSites race, Words words) {
        List<String> each = CheckRaceWhy.links(race, words.accesses(), words.sourceText(), words.text(),
                link -> RaceLinkText.of(link.link(), words.text()));
        String out = each.get(0);
        for (int i = 1; i < each.size(); i++) {
            out = words.text().get("problems.check.otherLink", out, each.get(i));
        }
        return out;
    }

    /**
     * One side of a race, {@code T0: W x at k.comp:4:1}, its access worded in the window's language from the event of
     * the example race it stands for (the side's own text is the engine's English).
     */
    private static String access(RaceSites.Access side, RaceSites race, Messages text) {
        Event first = race.example().first();
        Event e = side.equals(RaceSites.Access.of(first)) ? first : race.example().second();
        return text.get("problems.check.access", side.invocation() + ": " + EngineText.access(e, text),
                ErrorText.place(side.where()));
    }

    private static SourceSpan site(SourceSpan where) {
        return where != null && where.line() > 0 ? where : null;
    }
}
