package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.StepperWitness;
import dev.syncscope.views.explain.ExplanationContext;
import dev.syncscope.views.explain.RaceWhy;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.List;

/**
 * The rows a kernel's check adds to the problems pane when a stepper run answers what it left open
 * ({@link StepperWitness}): each race of the racy run, an error at its later access, worded as the window's "Why this
 * value?" words a stepped race (its missing link and fix, in the kernel's language), and said to come from that run, an
 * execution the memory model allows (VK MM: Data Race), not from the run stepped in the window. A run that decides
 * every execution race-free adds none. Stateless; any thread (the check's worker makes them).
 */
public final class WitnessProblems {

    private WitnessProblems() {
    }

    /** The rows of {@code witness} (null: none), at most {@link CheckProblems#RACE_ROWS} races and a line for more. */
    public static List<Problem> of(StepperWitness witness, String sourceText, Messages text) {
        if (witness == null || witness.provesRaceFreedom()) {
            return List.of();
        }
        DebugSession run = witness.session();
        ExplanationContext ctx = new ExplanationContext(run.program().launch(), run.trace(), run.races(), sourceText);
        String schedule = dev.syncscope.views.outcome.WitnessSummary.schedule(witness, text);
        List<Problem> out = new ArrayList<>();
        List<Race> races = witness.races();
        for (Race r : races.subList(0, Math.min(races.size(), CheckProblems.RACE_ROWS))) {
            SourceSpan at = r.second().source();
            out.add(new Problem(Problem.Severity.ERROR, text.get("problems.check.witnessRace", schedule,
                    RaceWhy.of(r, ctx, text)), at != null && at.line() > 0 ? at : null,
                    List.of(r.first().agent(), r.second().agent()), List.of()));
        }
        if (races.size() > CheckProblems.RACE_ROWS) {
            out.add(new Problem(Problem.Severity.ERROR, text.get("problems.check.moreRaces",
                    races.size() - CheckProblems.RACE_ROWS), null));
        }
        return out;
    }
}
