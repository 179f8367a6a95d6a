package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.explain.ExplanationContext;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionFrame;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The problems pane's rows of a kernel whose every invocation stores to one element (VK MM: Data Race: two stores of
 * different invocations to one location, neither happening before the other): a frame makes a row for each new
 * diagnostic only and words none of them; a row is worded when read, as the eager wording worded it.
 */
class StepperRowsTest {

    /** 1,024 invocations storing to v[0]: up to 8 races listed per invocation and pair of lines. */
    static final String ONE_ELEMENT = """
            // @dispatch 4
            // @length v = 1
            #version 450
            layout(local_size_x = 256) in;
            layout(binding = 0) buffer B { uint v[]; };
            void main() { v[0] = gl_GlobalInvocationID.x; }
            """;

    private static SessionFrame frame(DebugSession s) {
        return new SessionFrame(s.snapshot(), s.trace(Math.max(0, s.position() - 300), s.position()), null, -1,
                List.of(), Map.of(), null);
    }

    @Test
    void aFrameWordsNoRowAndTheNextMakesRowsOnlyForNewDiagnostics() {
        Program p = KernelLoader.load("one.comp", ONE_ELEMENT).program();
        DebugSession s = DebugSession.load(p);
        SessionViewModel model = new SessionViewModel(Messages.forLocale(Locale.ENGLISH));
        model.showLoaded("one.comp", ONE_ELEMENT, p);
        // 1,164 diagnostics, then 1,964: below the rows listed at each end ({@link #manyRowsListTheFirstAndTheLatest})
        s.runUntil(StopCondition.NEVER, 150);
        model.showFrame(frame(s));
        int first = model.problems().size();
        assertTrue(first > 1000, "rows: " + first);
        // the rows besides the diagnostics' (how many races went unlisted) are sentences already
        int others = first - s.snapshot().diagnostics().size();
        assertEquals(others, model.problems().stream().filter(Problem::worded).count(), "rows worded by a frame");
        int diagnostics = s.snapshot().diagnostics().size();
        s.runUntil(StopCondition.NEVER, 100);
        model.showFrame(frame(s));
        assertTrue(model.problems().size() > first);
        others = model.problems().size() - s.snapshot().diagnostics().size();
        assertEquals(others, model.problems().stream().filter(Problem::worded).count(), "rows worded by the next frame");
        Problem read = model.problems().get(others + 5);
        read.message();
        model.showFrame(frame(s));
        assertEquals(others + 1, model.problems().stream().filter(Problem::worded).count(), "a row read is worded, once");
        assertTrue(model.problems().contains(read));
        assertTrue(s.snapshot().diagnostics().size() > diagnostics);
    }

    @Test
    void aRowIsWordedAndSitedAsTheEagerRowWasWithTheWholeContext() {
        Program p = KernelLoader.load("one.comp", ONE_ELEMENT).program();
        DebugSession s = DebugSession.load(p);
        Messages text = Messages.forLocale(Locale.JAPANESE);
        StepperRows rows = new StepperRows(new DiagnosticText(text), text);
        s.runUntil(StopCondition.NEVER, 250);
        SessionFrame f = frame(s);
        List<Diagnostic> diagnostics = f.snapshot().diagnostics();
        List<Race> races = f.snapshot().races();
        ExplanationContext whole = new ExplanationContext(p.launch(), f.trace(), races, ONE_ELEMENT);
        List<Problem> lazy = rows.of(diagnostics, races, new ExplanationContext(p.launch(), f.trace(), List.of(),
                ONE_ELEMENT));
        assertEquals(diagnostics.size(), lazy.size());
        assertEquals(diagnostics.size(), rows.madeLast());
        assertEquals(lazy, rows.of(diagnostics, races, ExplanationContext.NONE));
        assertEquals(0, rows.madeLast(), "the same frame again: no new row");
        int races0 = 0;
        for (int i = 0; i < diagnostics.size(); i += 7) {
            Diagnostic d = diagnostics.get(i);
            Problem eager = Problem.of(d, races, new DiagnosticText(text).of(d, whole));
            assertEquals(eager, lazy.get(i), "row " + i);
            races0 += d.kind() == Diagnostic.Kind.DATA_RACE ? 1 : 0;
        }
        assertTrue(races0 > 50, "race rows compared: " + races0);
        assertEquals(lazy.size() / 7 + (lazy.size() % 7 == 0 ? 0 : 1), rows.worded(), "rows worded: those read");
    }

    /**
     * 4,764 diagnostics after 600 steps: the pane lists the first and the latest {@link StepperRows#SHOWN_AT_EACH_END},
     * the same rows as the whole list's there, and one row between them counting the others (49,000 rows stalled the
     * FX thread 160–320 ms at each step: the session-89 scale audit); the newest row is among the latest.
     */
    @Test
    void manyRowsListTheFirstAndTheLatestAndCountTheOthers() {
        Program p = KernelLoader.load("one.comp", ONE_ELEMENT).program();
        DebugSession s = DebugSession.load(p);
        Messages text = Messages.forLocale(Locale.ENGLISH);
        StepperRows rows = new StepperRows(new DiagnosticText(text), text);
        s.runUntil(StopCondition.NEVER, 600);
        List<Diagnostic> diagnostics = s.snapshot().diagnostics();
        int n = diagnostics.size();
        assertEquals(4764, n);
        List<Problem> listed = rows.of(diagnostics, s.snapshot().races(), new ExplanationContext(p.launch(),
                s.trace(s.position() - 300, s.position()), List.of(), ONE_ELEMENT));
        int end = StepperRows.SHOWN_AT_EACH_END;
        assertEquals(2 * end + 1, listed.size());
        assertEquals("\u2026 " + String.format(Locale.ENGLISH, "%,d", n - 2 * end) + " more problems, of steps "
                + diagnostics.get(end).step() + " to " + diagnostics.get(n - end - 1).step()
                + ", are not listed here: the first 1,000, the latest 1,000 and one of each other place in the source"
                + " are (syncscope run --all-values lists every one).", listed.get(end).message());
        assertEquals(Problem.Severity.INFO, listed.get(end).severity());
        for (int i : new int[] {0, end - 1}) {
            assertEquals(Problem.of(diagnostics.get(i), s.snapshot().races(), listed.get(i).message()), listed.get(i));
        }
        for (int i : new int[] {end + 1, 2 * end}) {
            Diagnostic d = diagnostics.get(n - end + i - end - 1);
            assertEquals(Problem.of(d, s.snapshot().races(), listed.get(i).message()), listed.get(i));
        }
        assertTrue(listed.subList(end + 1, listed.size()).contains(rows.newestMade()));
        // without a launch the race's words leave out whether the two invocations share a workgroup (it threw)
        Diagnostic race = diagnostics.stream().filter(d -> d.kind() == Diagnostic.Kind.DATA_RACE).findFirst()
                .orElseThrow();
        assertTrue(new DiagnosticText(text).of(race, ExplanationContext.NONE).startsWith("data race on v"));
    }

    /** {@code n} stale reads of T0, the one of step i at line {@code line.applyAsInt(i)}. */
    private static List<Diagnostic> staleReads(int n, java.util.function.IntUnaryOperator line) {
        List<Diagnostic> out = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new Diagnostic(Diagnostic.Kind.STALE_READ, "T0 reads x", List.of(0),
                    new dev.syncscope.core.model.SourceSpan("k.comp", line.applyAsInt(i), 5), i));
        }
        return out;
    }

    /**
     * A line whose problems all fall between the first and the latest rows keeps one row listed, so the source still
     * marks it (it lost its mark: the session-89 review); the counting row counts the rest.
     */
    @Test
    void aPlaceWhoseRowsAllFallBetweenKeepsOneListed() {
        Messages text = Messages.forLocale(Locale.ENGLISH);
        StepperRows rows = new StepperRows(new DiagnosticText(text), text);
        List<Diagnostic> diagnostics = staleReads(3_000, i -> i >= 1_400 && i < 1_410 ? 9 : 5);
        List<Problem> listed = rows.of(diagnostics, List.of(), ExplanationContext.NONE);
        int end = StepperRows.SHOWN_AT_EACH_END;
        assertEquals(2 * end + 2, listed.size());
        assertEquals(9, listed.get(end).where().line(), "line 9's first row, after the first 1,000");
        assertEquals(1_400, listed.get(end).steps().get(0));
        assertTrue(listed.get(end + 1).message().startsWith("\u2026 999 more problems, of steps 1,000 to 1,999"),
                listed.get(end + 1).message());
    }

    /** Stepping back below the window lists every row again, without the counting row; the Japanese row counts too. */
    @Test
    void steppingBackBelowTheWindowListsEveryRowAndTheCountingRowIsInJapanese() {
        Messages ja = Messages.forLocale(Locale.JAPANESE);
        StepperRows rows = new StepperRows(new DiagnosticText(ja), ja);
        List<Diagnostic> diagnostics = staleReads(2_500, i -> 5);
        List<Problem> many = rows.of(diagnostics, List.of(), ExplanationContext.NONE);
        int end = StepperRows.SHOWN_AT_EACH_END;
        assertEquals(2 * end + 1, many.size());
        assertTrue(many.get(end).message().startsWith("\u2026 ステップ 1,000 から 1,499 までの問題 500 件はここに"),
                many.get(end).message());
        List<Problem> back = rows.of(diagnostics.subList(0, 1_800), List.of(), ExplanationContext.NONE);
        assertEquals(1_800, back.size());
        assertTrue(back.stream().noneMatch(r -> r.severity() == Problem.Severity.INFO));
        assertEquals(many.subList(0, end), back.subList(0, end), "the same rows, by identity of their diagnostics");
    }
}
