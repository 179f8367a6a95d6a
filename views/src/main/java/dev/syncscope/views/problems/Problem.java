package dev.syncscope.views.problems;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One row of the problems pane and its sites: where in the source, which invocations and which
 * trace steps (events) it concerns. Immutable.
 *
 * @param severity how bad it is
 * @param message  one sentence for the user
 * @param where    the first site in the source, or {@code null}
 * @param agents   the invocations involved (the first is focused when the problem is opened)
 * @param steps    the trace steps of its events (both accesses of a race, the step that found it)
 * @param also     a second site the message names, marked in the source too, or {@code null}: where an invocation that
 *                 never reached a barrier finished ({@link Diagnostic#also()}, {@link dev.syncscope.core.check.Finding#also()})
 */
public record Problem(Severity severity, String message, SourceSpan where, List<Integer> agents, List<Long> steps,
                      SourceSpan also) {

    /** How bad it is; also the row's style class. */
    public enum Severity { ERROR, WARNING, INFO }

    public Problem {
        agents = List.copyOf(agents);
        steps = List.copyOf(steps);
    }

    /** A problem with one site. */
    public Problem(Severity severity, String message, SourceSpan where, List<Integer> agents, List<Long> steps) {
        this(severity, message, where, agents, steps, null);
    }

    /** A problem with a source site only (an input error, a message of the app). */
    public Problem(Severity severity, String message, SourceSpan where) {
        this(severity, message, where, List.of(), List.of());
    }

    /**
     * The row of an engine diagnostic. A data race names both accesses of every race its step found
     * (VK MM: Data Race), with their invocations; other kinds name the step that found them and the
     * invocations the engine lists (e.g. those stuck in a deadlock or divergent at a barrier).
     */
    public static Problem of(Diagnostic d, List<Race> races) {
        return of(d, races, d.message());
    }

    /** As {@link #of(Diagnostic, List)} with {@code message}, the diagnostic's sentence in the UI's language. */
    public static Problem of(Diagnostic d, List<Race> races, String message) {
        Set<Integer> agents = new LinkedHashSet<>();
        Set<Long> steps = new LinkedHashSet<>();
        if (d.kind() == Diagnostic.Kind.DATA_RACE) {
            for (Race r : races) {
                if (r.second().step() == d.step()) {
                    steps.add(r.first().step());
                    steps.add(r.second().step());
                    agents.add(r.second().agent());
                    agents.add(r.first().agent());
                }
            }
        }
        agents.addAll(d.agents());
        if (steps.isEmpty() && d.step() >= 0) {
            steps.add(d.step());
        }
        return new Problem(severityOf(d.kind()), message, d.source(), new ArrayList<>(agents),
                new ArrayList<>(steps), d.also().line() > 0 ? d.also() : null);
    }

    /**
     * A stale read is a warning (allowed, maybe intended); a run outside a litmus test's question is
     * information (the program is not at fault); every other diagnostic is an error.
     */
    static Severity severityOf(Diagnostic.Kind kind) {
        return switch (kind) {
            case STALE_READ -> Severity.WARNING;
            case OUTSIDE_TEST -> Severity.INFO;
            default -> Severity.ERROR;
        };
    }

    /** The sites it marks in the source: {@link #where()}, then {@link #also()}, those with a line. */
    public List<SourceSpan> sites() {
        List<SourceSpan> sites = new ArrayList<>();
        for (SourceSpan s : new SourceSpan[] {where, also}) {
            if (s != null && s.line() > 0) {
                sites.add(s);
            }
        }
        return sites;
    }

    /** Whether the problem has a line to reveal in the source. */
    public boolean hasLine() {
        return where != null && where.line() > 0;
    }

    /** {@code severity: message (place)}; without the place when the message already names it (a fault's). */
    @Override
    public String toString() {
        return text(severity.name().toLowerCase(java.util.Locale.ROOT));
    }

    /** As {@link #toString()} with {@code severityWord} (the row's word for the severity in the UI's language). */
    public String text(String severityWord) {
        String place = ErrorText.place(where);
        String suffix = hasLine() && !message.contains(place) ? " (" + place + ")" : "";
        return severityWord + ": " + message + suffix;
    }
}
