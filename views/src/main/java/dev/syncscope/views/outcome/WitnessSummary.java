package dev.syncscope.views.outcome;

import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.model.OutcomeFormat;
import dev.syncscope.core.suite.StepperWitness;
import dev.syncscope.views.i18n.Messages;

import java.util.List;

/**
 * The outcome pane's first sentence when a stepper run answers what the kernel's exhaustive check left open
 * ({@link StepperWitness}): the run races (a data race of an execution the memory model allows, VK MM: Data Race), it
 * reads undefined memory (a Workgroup variable no write was visible to, VK MM: Allocation), or it decides every
 * execution of a kernel that synchronizes only through control barriers (race-free, one outcome). Stateless.
 */
public final class WitnessSummary {

    /** Memory entries of the decided outcome shown before "…". */
    static final int ENTRIES = 16;

    private WitnessSummary() {
    }

    static String of(StepperWitness w, Messages text) {
        String schedule = schedule(w, text);
        if (w.provesRaceFreedom()) {
            List<String> memory = OutcomeFormat.entries(w.session().outcome().shown(
                    text.get("memory.undefined"))).memory();
            String shown = String.join(", ", memory.subList(0, Math.min(ENTRIES, memory.size())))
                    + (memory.size() > ENTRIES ? ", …" : "");
            return text.get("outcome.witnessRaceFree", schedule, "{" + shown + "}");
        }
        if (!w.racy()) {
            // a race-free run that reads undefined memory (its reads are among the check's findings)
            Diagnostic d = w.undefinedReads().get(0);
            return text.get("outcome.witnessUndefinedRead", schedule, w.undefinedReads().size(), d.args().get(0),
                    d.args().get(1), d.source().line());
        }
        Race r = w.races().get(0);
        return text.get("outcome.witnessRace", schedule, w.races().size(), String.valueOf(r.first().location()),
                r.first().agentName(), r.first().source().line(), r.second().agentName(), r.second().source().line());
    }

    /** The run's schedule in the window's words: round-robin, lock-step subgroups, random with its seed. */
    public static String schedule(StepperWitness w, Messages text) {
        LaunchOptions.SchedulerKind kind = w.schedulerKind();
        return kind == LaunchOptions.SchedulerKind.RANDOM ? text.get("outcome.schedule.random", w.seed())
                : text.get(kind == LaunchOptions.SchedulerKind.ROUND_ROBIN ? "outcome.schedule.roundRobin"
                : "outcome.schedule.lockStep");
    }
}
