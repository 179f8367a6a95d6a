package dev.syncscope.views.problems;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.List;

/**
 * The problems a finished exhaustive check (Check ▸ All executions) adds to the pane, below the stepper's: barrier
 * divergence and faults of some execution (errors at their sites: the program is wrong), faults the check could
 * neither confirm nor exclude (warnings), the data races of its consistent executions, one per pair of accesses
 * (errors at the first access), and the limit that stopped it (a warning). Each says it comes from the check and
 * holds in some execution, not necessarily in the run stepped. Stateless.
 */
public final class CheckProblems {

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
        for (RaceSites race : RaceSites.of(result)) {
            out.add(new Problem(Problem.Severity.ERROR, text.get("problems.check.race",
                    race.first() + " at " + ErrorText.place(race.first().where()),
                    race.second() + " at " + ErrorText.place(race.second().where()), race.missingLink()),
                    site(race.first().where()), List.of(race.example().first().agent(),
                    race.example().second().agent()), List.of()));
        }
        if (!result.complete()) {
            out.add(new Problem(Problem.Severity.WARNING, text.get("problems.check.limit", result.limitMessage()), null));
        }
        return out;
    }

    private static SourceSpan site(SourceSpan where) {
        return where != null && where.line() > 0 ? where : null;
    }
}
