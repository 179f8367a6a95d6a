package dev.syncscope.views.problems;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Race;
import dev.syncscope.views.explain.ExplanationContext;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The problems pane's rows of the stepper's diagnostics, made at every frame of a run without wording them: a row is
 * worded ({@link DiagnosticText}) and its races' invocations and steps found when the pane first shows or opens it
 * ({@link Problem#lazy}), once. A kernel whose every invocation stores to one element lists up to
 * {@link Race#LISTED_PER_LINES} races per invocation and pair of lines, over 100,000 rows for 16,384 invocations:
 * wording them all, and matching each against every race, froze the window at each frame. A frame's rows are those of
 * the frame before, by identity of their diagnostics, and a row for each new one. FX thread (one caller at a time).
 */
public final class StepperRows {

    /**
     * The first and the latest rows listed, each this many; the rows between are one row that counts them. 49,000 rows
     * stalled the FX thread 160–320 ms at each step (the pane's list, the source's marks and the timeline's ticks are
     * made again from all rows: the session-89 scale audit); the command line lists 100.
     */
    public static final int SHOWN_AT_EACH_END = 1_000;

    private final DiagnosticText words;
    private final Messages text;
    private final AtomicLong worded = new AtomicLong();
    private List<Diagnostic> lastDiagnostics = List.of();
    private List<Problem> lastRows = List.of();
    private int made;
    /** The last row the last {@link #of} made, or null. */
    private Problem newest;

    /** Rows worded by {@code words}; {@code text} words the row that counts those not listed. */
    public StepperRows(DiagnosticText words, Messages text) {
        this.words = words;
        this.text = text;
    }

    /**
     * The rows of {@code diagnostics}, in order (the first and latest {@link #SHOWN_AT_EACH_END} of many, with a row
     * between them that counts the others); {@code races} are the snapshot's (oldest first, as the engine found them),
     * {@code context} the frame's steps, launch and source, with which a new row is worded when it is shown.
     */
    public List<Problem> of(List<Diagnostic> diagnostics, List<Race> races, ExplanationContext context) {
        List<Problem> out = new ArrayList<>(diagnostics.size());
        Map<Diagnostic, Problem> before = null;
        made = 0;
        newest = null;
        for (int i = 0; i < diagnostics.size(); i++) {
            Diagnostic d = diagnostics.get(i);
            Problem row = null;
            // the diagnostics of the frame before come first, in the same order: by position, else by identity
            if (i < lastDiagnostics.size() && lastDiagnostics.get(i) == d) {
                row = lastRows.get(i);
            } else {
                if (before == null) {
                    before = byDiagnostic();
                }
                row = before.get(d);
            }
            if (row == null) {
                row = row(d, races, context);
                made++;
                newest = row;
            }
            out.add(row);
        }
        lastDiagnostics = List.copyOf(diagnostics);
        lastRows = List.copyOf(out);
        return listed(out, diagnostics);
    }

    /**
     * The first and latest {@link #SHOWN_AT_EACH_END} of {@code rows}, each place's first row among those between them
     * whose place none of those has (the source marks every line with a problem from the rows listed: a line whose
     * rows were all between lost its mark, the session-89 review), and a row counting the others.
     */
    private List<Problem> listed(List<Problem> rows, List<Diagnostic> diagnostics) {
        if (rows.size() <= 2 * SHOWN_AT_EACH_END + 1) {
            return rows;
        }
        int tail = rows.size() - SHOWN_AT_EACH_END;
        java.util.Set<List<Object>> places = new java.util.HashSet<>();
        rows.subList(0, SHOWN_AT_EACH_END).forEach(r -> places.add(place(r)));
        rows.subList(tail, rows.size()).forEach(r -> places.add(place(r)));
        List<Problem> out = new ArrayList<>(rows.subList(0, SHOWN_AT_EACH_END));
        for (Problem r : rows.subList(SHOWN_AT_EACH_END, tail)) {
            if (places.add(place(r))) {
                out.add(r);
            }
        }
        int between = tail - SHOWN_AT_EACH_END - (out.size() - SHOWN_AT_EACH_END);
        out.add(new Problem(Problem.Severity.INFO, text.get("problems.moreRows", between,
                diagnostics.get(SHOWN_AT_EACH_END).step(), diagnostics.get(tail - 1).step(), SHOWN_AT_EACH_END),
                null));
        out.addAll(rows.subList(tail, rows.size()));
        return out;
    }

    /** Where a row marks the source: its sites and whether it is an error. */
    private static List<Object> place(Problem row) {
        return List.of(row.severity(), String.valueOf(row.where()), String.valueOf(row.also()));
    }

    private Map<Diagnostic, Problem> byDiagnostic() {
        Map<Diagnostic, Problem> map = new IdentityHashMap<>(lastDiagnostics.size() * 2);
        for (int i = 0; i < lastDiagnostics.size(); i++) {
            map.put(lastDiagnostics.get(i), lastRows.get(i));
        }
        return map;
    }

    /**
     * The row of {@code d}, to be worded later with the races found at its step (the only ones its sentence and sites
     * name) and the frame's steps: the frame that found it, whose steps reach back to its accesses.
     */
    private Problem row(Diagnostic d, List<Race> races, ExplanationContext context) {
        List<Race> atStep = d.kind() == Diagnostic.Kind.DATA_RACE ? foundAt(races, d.step()) : List.of();
        ExplanationContext own = new ExplanationContext(context.launch(), context.trace(), atStep,
                context.sourceText());
        return Problem.lazy(Problem.severityOf(d.kind()), d.source(), Problem.alsoOf(d), () -> {
            worded.incrementAndGet();
            return words.of(d, own);
        }, () -> Problem.sitesOf(d, atStep));
    }

    /**
     * The races of {@code races} found at {@code step} (their second access's step): the engine lists races oldest
     * first, in the order of the steps that found them, so they stand together, found by halving.
     */
    static List<Race> foundAt(List<Race> races, long step) {
        int lo = 0;
        int hi = races.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (races.get(mid).second().step() < step) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        List<Race> out = new ArrayList<>();
        for (int i = lo; i < races.size() && races.get(i).second().step() == step; i++) {
            out.add(races.get(i));
        }
        return out;
    }

    /** The row of the newest diagnostic the last {@link #of} found (new since the frame before), or null. */
    public Problem newestMade() {
        return newest;
    }

    /** Rows the last {@link #of} made for diagnostics new since the frame before. */
    public int madeLast() {
        return made;
    }

    /** Rows worded so far: those shown or opened, each once. */
    public long worded() {
        return worded.get();
    }
}
