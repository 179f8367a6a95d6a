package dev.syncscope.views.problems;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.views.i18n.EngineText;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.List;

/**
 * The problems a finished exhaustive check (Check ▸ All executions) adds to the pane, below the stepper's: barrier
 * divergence and faults of some execution (errors at their sites: the program is wrong), faults the check could
 * neither confirm nor exclude (warnings), the data races of its consistent executions, one per pair of accesses
 * (errors at the first access; past {@link #RACE_ROWS}, one line says how many more), and the limit that stopped it
 * (a warning). Each says it comes from the check and holds in some execution, not necessarily in the run stepped.
 * Stateless.
 */
public final class CheckProblems {

    /** Races listed one per row; a launch where every invocation races with every other has thousands. */
    static final int RACE_ROWS = 50;

    private CheckProblems() {
    }

    public static List<Problem> of(CheckResult result, Messages text) {
        List<Problem> out = new ArrayList<>();
        for (Finding f : result.findings()) {
            boolean open = f.kind() == Finding.Kind.UNCONFIRMED_FAULT;
            out.add(new Problem(open ? Problem.Severity.WARNING : Problem.Severity.ERROR,
                    text.get(open ? "problems.check.unconfirmed" : "problems.check.wrong", f.text()), site(f.where()),
                    f.agents(), List.of()));
        }
        List<RaceSites> races = RaceSites.of(result);
        for (RaceSites race : races.subList(0, Math.min(races.size(), RACE_ROWS))) {
            out.add(new Problem(Problem.Severity.ERROR, text.get("problems.check.race",
                    access(race.first(), race, text), access(race.second(), race, text),
                    RaceLinkText.of(race.example().link(), text)),
                    site(race.first().where()), List.of(race.example().first().agent(),
                    race.example().second().agent()), List.of()));
        }
        if (races.size() > RACE_ROWS) {
            out.add(new Problem(Problem.Severity.ERROR, text.get("problems.check.moreRaces", races.size() - RACE_ROWS),
                    null));
        }
        if (!result.complete()) {
            out.add(new Problem(Problem.Severity.WARNING, text.get("problems.check.limit", result.limitMessage()), null));
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
