package dev.syncscope.app.cli;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.StepperWitness;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How {@code check} shows a kernel's {@link StepperWitness}: the data races of a stepper run, where the exhaustive
 * check left race freedom open, in the words {@code run} prints them (a GLSL or HLSL kernel's with their fix in its
 * language, {@link RaceWords}), with the {@code run} options that step through the same execution; or that a run met
 * undefined reads (listed under its line, among the check's own), or decided every execution. Stateless.
 */
final class WitnessText {

    private WitnessText() {
    }

    /** The lines under the checker's race list; nothing without a witness. */
    static void print(FileCheck.Report r, PrintWriter out, String sourceText, boolean allValues) {
        StepperWitness w = r.witness();
        if (w == null) {
            return;
        }
        if (w.provesRaceFreedom()) {
            out.println("race-free in every execution, decided by one stepper run (" + w.scheduleWords() + "): the"
                    + " kernel synchronizes only through control barriers, with no atomic or subgroup operation, and"
                    + " the run finished with no race, so every execution reads what the run read (docs/limits.md, \"A"
                    + " stepper run answers what the check left open\")");
            return;
        }
        if (!w.racy()) {
            // its reads are among the undefined reads listed above (StepperWitness.withUndefinedReads)
            out.println("a stepper run (" + w.scheduleWords() + "), an execution the memory model allows, reads"
                    + " undefined memory where the exhaustive check left the answer open: " + (w.undefinedReads().size()
                    == 1 ? "its read is" : "its " + w.undefinedReads().size() + " reads are") + " among the undefined"
                    + " reads below; to step through this run: run " + (w.schedule().isEmpty() ? "" : w.schedule()
                    + " ") + r.file() + " (with this check's launch options, if any)");
            return;
        }
        List<Diagnostic> races = w.session().diagnostics().stream()
                .filter(d -> d.kind() == Diagnostic.Kind.DATA_RACE).toList();
        out.println("data races in a stepper run (" + w.scheduleWords() + "), an execution the memory model allows ("
                + races.size() + "):");
        List<Diagnostic> shown = OutcomeText.shown(races, allValues);
        RaceWords words = new RaceWords(w.session(), shown, sourceText);
        for (Diagnostic d : shown) {
            out.println("  " + words.of(d) + (d.source() != null && d.source().line() > 0 ? " (" + d.source() + ")"
                    : ""));
        }
        CheckCommand.println(out, "  ", OutcomeText.more(races, allValues, "data races"));
        out.println("  to step through this run: run " + (w.schedule().isEmpty() ? "" : w.schedule() + " ") + r.file()
                + " (with this check's launch options, if any)");
    }

    /**
     * The witness as JSON ({@code check --json}, docs/cli-json.md): {@code kind} ({@code race}, {@code race-free} for a
     * run that decides every execution, or {@code undefined-read} for a race-free run that reads undefined memory, its
     * reads among {@code undefinedReads}), {@code schedule} in words, {@code runOptions} (what
     * {@code run} needs besides the check's launch options), and {@code races}, each with {@code first} and
     * {@code second} ({@code invocation}, {@code access}, {@code where}) and {@code missingLink}; null without one.
     */
    static Map<String, Object> json(FileCheck.Report r) {
        StepperWitness w = r.witness();
        if (w == null) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", w.provesRaceFreedom() ? "race-free" : w.racy() ? "race" : "undefined-read");
        m.put("schedule", w.scheduleWords());
        m.put("runOptions", w.schedule());
        m.put("races", w.races().stream().map(WitnessText::race).toList());
        return m;
    }

    private static Map<String, Object> race(Race race) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("first", side(race.first()));
        m.put("second", side(race.second()));
        m.put("missingLink", race.detail());
        return m;
    }

    private static Map<String, Object> side(dev.syncscope.core.exec.AccessSite a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("invocation", a.agentName());
        m.put("access", (a.write() ? "W " : "R ") + a.location());
        m.put("where", Json.span(a.source()));
        return m;
    }
}
