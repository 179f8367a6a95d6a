package dev.syncscope.views.problems;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.views.explain.ExplanationContext;
import dev.syncscope.views.explain.RaceWhy;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sentence of an engine diagnostic in the window's language: the pattern of its message key
 * ({@code diagnostic.race}, {@code diagnostic.staleRead}, …) filled with its arguments, or its English
 * message when it has no key or the text has none for it (a fault's interpreter message). The front ends' notes on
 * a program ({@link ProgramNote}) likewise. The English patterns give the engine's message back. A data race in a
 * kernel, given the session's context, is worded as "Why this value?" words it ({@link RaceWhy}: the kernel's language,
 * the window's), its two accesses as the engine's pattern names them. Thread-safe.
 */
public final class DiagnosticText {

    private final Messages text;

    /** Sentences in the language of {@code text}. */
    public DiagnosticText(Messages text) {
        this.text = text;
    }

    /** The sentence of {@code d}. */
    public String of(Diagnostic d) {
        return of(d, ExplanationContext.NONE);
    }

    /**
     * The sentence of {@code d}, a data race of a kernel found among {@code context}'s races worded by
     * {@link RaceWhy} (key {@code problems.race.kernel}: the arguments of {@code diagnostic.race}, then the link).
     */
    public String of(Diagnostic d, ExplanationContext context) {
        return of(d, context, new RacesByStep(context));
    }

    private String of(Diagnostic d, ExplanationContext context, RacesByStep races) {
        String key = d.key();
        if (RACE.equals(key) && text.has(key) && text.has(RACE_KERNEL)) {
            Race race = raceOf(d, races.at(d.step()));
            String why = race == null ? null : RaceWhy.of(race, context, text);
            if (why != null) {
                List<Object> args = new ArrayList<>(d.args());
                args.add(why);
                return text.get(RACE_KERNEL, args.toArray());
            }
        }
        if (FAULT.equals(key) && text.has(key)) {
            return fault(d);
        }
        return key == null || !text.has(key) ? d.message() : text.get(key, d.args().toArray());
    }

    /** Key of a stepper's data race, and of a kernel's race worded as the explanation words it. */
    private static final String RACE = "diagnostic.race";
    private static final String RACE_KERNEL = "problems.race.kernel";

    /**
     * The race {@code d} reports among {@code context}'s: found at its step, with the invocations and sources its
     * arguments name (one race per pair of sites: {@code Races.report}); null when there is none.
     */
    private static Race raceOf(Diagnostic d, List<Race> atItsStep) {
        if (d.args().size() < 9) {
            return null;
        }
        for (Race r : atItsStep) {
            if (reports(d, r)) {
                return r;
            }
        }
        return null;
    }

    /**
     * Whether the data race {@code d} reports {@code r}: found at its step, with the invocations, sources and location
     * its arguments name (the engine makes one diagnostic per race: {@code Races.report}); any race found at its step
     * when its arguments do not say.
     */
    static boolean reports(Diagnostic d, Race r) {
        List<Object> a = d.args();
        return r.second().step() == d.step() && (a.size() < 9 || r.first().agentName().equals(a.get(2))
                && String.valueOf(r.first().source()).equals(a.get(3)) && r.second().agentName().equals(a.get(5))
                && String.valueOf(r.second().source()).equals(a.get(6))
                && String.valueOf(r.second().location()).equals(a.get(0))
                // and which access is a write: count++ races its read and its write with one later write (the review)
                && Integer.valueOf(r.first().write() ? 1 : 0).equals(a.get(1))
                && Integer.valueOf(r.second().write() ? 1 : 0).equals(a.get(4)));
    }

    /**
     * The context's races by the step that found them, indexed at the first look: a frame of thousands of races (128
     * invocations storing to one location: 8,128) was matched row by row against every race, on the FX thread.
     */
    private static final class RacesByStep {
        private final ExplanationContext context;
        private Map<Long, List<Race>> byStep;

        RacesByStep(ExplanationContext context) {
            this.context = context;
        }

        List<Race> at(long step) {
            if (byStep == null) {
                byStep = new HashMap<>();
                for (Race r : context.races()) {
                    byStep.computeIfAbsent(r.second().step(), k -> new ArrayList<>()).add(r);
                }
            }
            return byStep.getOrDefault(step, List.of());
        }
    }

    /** Key of a stepper fault whose reason is data: its name, the position before the reason, the reason's key, what follows, the reason's arguments. */
    private static final String FAULT = "diagnostic.fault";

    /** A stepper fault with its reason worded by the reason's own key ({@code fault.*}, as a check's fault rows). */
    private String fault(Diagnostic d) {
        List<Object> a = d.args();
        String reasonKey = String.valueOf(a.get(2));
        if (!text.has(reasonKey)) {
            return d.message();
        }
        String reason = text.get(reasonKey, a.subList(4, a.size()).toArray());
        return text.get(FAULT, a.get(0), a.get(1), reason, a.get(3));
    }

    /**
     * The sentences of a front end's note on the program ({@code note.hlslUav}, …), or its English message when it has
     * no key or the text has none for it.
     */
    public String of(ProgramNote n) {
        String key = n.key();
        return key == null || !text.has(key) ? n.message() : text.get(key, n.args().toArray());
    }
}
