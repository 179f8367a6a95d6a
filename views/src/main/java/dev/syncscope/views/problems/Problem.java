package dev.syncscope.views.problems;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One row of the problems pane and its sites: where in the source, which invocations and which
 * trace steps (events) it concerns. A row of the stepper's diagnostics is worded when it is first read
 * ({@link #lazy}): a kernel whose every invocation races lists over 100,000 rows, of which the pane shows a dozen.
 * Immutable; thread-safe.
 */
public final class Problem {

    /** How bad it is; also the row's style class. */
    public enum Severity { ERROR, WARNING, INFO }

    /** The invocations and trace steps a row concerns. */
    public record Sites(List<Integer> agents, List<Long> steps) {
        public Sites {
            agents = List.copyOf(agents);
            steps = List.copyOf(steps);
        }
    }

    private final Severity severity;
    private final SourceSpan where;
    private final SourceSpan also;
    private Supplier<String> wording;
    private Supplier<Sites> finding;
    private volatile String message;
    private volatile Sites involved;

    private Problem(Severity severity, SourceSpan where, SourceSpan also, Supplier<String> wording,
                    Supplier<Sites> finding) {
        this.severity = severity;
        this.where = where;
        this.also = also;
        this.wording = wording;
        this.finding = finding;
    }

    /**
     * @param severity how bad it is
     * @param message  one sentence for the user
     * @param where    the first site in the source, or {@code null}
     * @param agents   the invocations involved (the first is focused when the problem is opened)
     * @param steps    the trace steps of its events (both accesses of a race, the step that found it)
     * @param also     a second site the message names, marked in the source too, or {@code null}: where an invocation
     *                 that never reached a barrier finished ({@link Diagnostic#also()},
     *                 {@link dev.syncscope.core.check.Finding#also()})
     */
    public Problem(Severity severity, String message, SourceSpan where, List<Integer> agents, List<Long> steps,
                   SourceSpan also) {
        this(severity, where, also, null, null);
        this.message = java.util.Objects.requireNonNull(message);
        this.involved = new Sites(agents, steps);
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
     * A row whose sentence and sites are made when first asked for, once ({@link StepperRows}: the pane words the rows it
     * shows).
     */
    static Problem lazy(Severity severity, SourceSpan where, SourceSpan also, Supplier<String> wording,
                        Supplier<Sites> finding) {
        return new Problem(severity, where, also, wording, finding);
    }

    /**
     * The row of an engine diagnostic. A data race names both accesses of its race (VK MM: Data Race), with their
     * invocations; other kinds name the step that found them and the
     * invocations the engine lists (e.g. those stuck in a deadlock or divergent at a barrier).
     */
    public static Problem of(Diagnostic d, List<Race> races) {
        return of(d, races, d.message());
    }

    /** As {@link #of(Diagnostic, List)} with {@code message}, the diagnostic's sentence in the UI's language. */
    public static Problem of(Diagnostic d, List<Race> races, String message) {
        Sites found = sitesOf(d, races);
        return new Problem(severityOf(d.kind()), message, d.source(), found.agents(), found.steps(), alsoOf(d));
    }

    /** The second site of {@code d}'s row: where its message says an invocation finished, or null. */
    static SourceSpan alsoOf(Diagnostic d) {
        return d.also().line() > 0 ? d.also() : null;
    }

    /**
     * The invocations and steps of {@code d}'s row: for a data race those of the race among {@code races} it reports
     * ({@link DiagnosticText#reports}: one row per race, so opening a row shows its own race, not every race its step
     * found), then the invocations the engine lists; the step that found it when no race names one.
     */
    static Sites sitesOf(Diagnostic d, List<Race> races) {
        Set<Integer> agents = new LinkedHashSet<>();
        Set<Long> steps = new LinkedHashSet<>();
        if (d.kind() == Diagnostic.Kind.DATA_RACE) {
            for (Race r : races) {
                if (DiagnosticText.reports(d, r)) {
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
        return new Sites(new ArrayList<>(agents), new ArrayList<>(steps));
    }

    /** How bad it is. */
    public Severity severity() {
        return severity;
    }

    /** One sentence for the user (a lazy row's is made now, once). */
    public String message() {
        String m = message;
        if (m == null) {
            synchronized (this) {
                if (message == null) {
                    message = wording.get();
                    wording = null;
                }
                m = message;
            }
        }
        return m;
    }

    /** Whether its sentence has been made (a lazy row's once it was asked for). */
    public boolean worded() {
        return message != null;
    }

    /** The first site in the source, or {@code null}. */
    public SourceSpan where() {
        return where;
    }

    /** A second site the message names, or {@code null}. */
    public SourceSpan also() {
        return also;
    }

    /** The invocations involved (the first is focused when the problem is opened). */
    public List<Integer> agents() {
        return found().agents();
    }

    /** The trace steps of its events. */
    public List<Long> steps() {
        return found().steps();
    }

    private Sites found() {
        Sites s = involved;
        if (s == null) {
            synchronized (this) {
                if (involved == null) {
                    involved = finding.get();
                    finding = null;
                }
                s = involved;
            }
        }
        return s;
    }

    /** Equal rows: same severity, sites, invocations, steps and sentence. */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Problem p && severity == p.severity && Objects.equals(where, p.where)
                && Objects.equals(also, p.also) && agents().equals(p.agents()) && steps().equals(p.steps())
                && message().equals(p.message());
    }

    @Override
    public int hashCode() {
        return Objects.hash(severity, where, also, agents(), steps(), message());
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
        String m = message();
        String suffix = hasLine() && !m.contains(place) ? " (" + place + ")" : "";
        return severityWord + ": " + m + suffix;
    }
}
