package dev.syncscope.views.timeline;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimelineViewModelTest {

    private final List<Integer> seeks = new ArrayList<>();
    private long nanos = 0;
    private final TimelineViewModel model = new TimelineViewModel(Messages.forLocale(Locale.ENGLISH), seeks::add,
            () -> nanos);

    @Test
    void labelShowsTheStepUnderTheThumbOfTheTrace() {
        model.show(snapshot(3, 10));
        assertEquals("Step 3 / 10", model.labelProperty().get());
        assertTrue(model.canSeekProperty().get());
    }

    @Test
    void dragRequestsAtMostTwentySeeksASecondAndReleaseSendsTheLastStep() {
        model.show(snapshot(0, 100));
        for (int step = 1; step <= 50; step++) {
            model.dragTo(step);
            nanos += TimeUnit.MILLISECONDS.toNanos(10);
        }
        assertEquals(List.of(1, 6, 11, 16, 21, 26, 31, 36, 41, 46), seeks);
        assertEquals("Step 50 / 100", model.labelProperty().get());
        model.release(50);
        assertEquals(50, seeks.get(seeks.size() - 1));
        assertEquals(11, seeks.size());
        assertFalse(model.draggingProperty().get());
    }

    @Test
    void snapshotsArrivingDuringADragDoNotMoveTheThumb() {
        model.show(snapshot(0, 20));
        model.dragTo(12);
        model.show(snapshot(12, 20));
        model.dragTo(15);
        model.show(snapshot(4, 20));
        assertEquals(15, model.shownProperty().get());
        assertEquals(4, model.positionProperty().get());
    }

    @Test
    void clickRequestsOnceAndNotTheCurrentPosition() {
        model.show(snapshot(5, 20));
        model.release(5);
        assertTrue(seeks.isEmpty());
        model.release(9);
        model.release(9);
        assertEquals(List.of(9), seeks);
        model.show(snapshot(9, 20));
        model.show(snapshot(10, 20));
        model.release(9);
        assertEquals(List.of(9, 9), seeks, "after the engine moved on, the same step is wanted again");
    }

    @Test
    void requestsStayInsideTheTrace() {
        model.show(snapshot(2, 8));
        model.release(30);
        model.release(-4);
        assertEquals(List.of(8, 0), seeks);
    }

    @Test
    void ticksMarkWhereDiagnosticsFirstShowAndSurviveSteppingBack() {
        model.show(snapshot(6, 6, diagnostic(Diagnostic.Kind.STALE_READ, "stale x", 2),
                diagnostic(Diagnostic.Kind.DATA_RACE, "race on y", 4), diagnostic(Diagnostic.Kind.DATA_RACE, "race on z", 4)));
        assertEquals(List.of("3 STALE_READ stale x", "5 DATA_RACE race on y\nrace on z"),
                model.ticks().stream().map(t -> t.position() + " " + t.kind() + " " + t.message()).toList());
        assertEquals("stale", model.ticks().get(0).styleClass());
        model.show(snapshot(3, 6, diagnostic(Diagnostic.Kind.STALE_READ, "stale x", 2)));
        assertEquals(2, model.ticks().size(), "the race can be redone");
        model.show(snapshot(4, 4, diagnostic(Diagnostic.Kind.STALE_READ, "stale x", 2)));
        assertEquals(1, model.ticks().size(), "a new step discarded the rest of the trace");
    }

    @Test
    void noSnapshotClearsTheTimeline() {
        model.show(snapshot(2, 2, diagnostic(Diagnostic.Kind.DEADLOCK, "stuck", 1)));
        model.show(null);
        assertTrue(model.ticks().isEmpty());
        assertEquals("Step 0 / 0", model.labelProperty().get());
        assertFalse(model.canSeekProperty().get());
    }

    @Test
    void aJapaneseTimelinesTicksWordTheirDiagnosticsInJapanese() {
        // message passing with a relaxed flag, stepped 0, 0, 1, 1: the last load races and reads a stale x
        Snapshot s = dev.syncscope.views.Walkthrough.stepped(dev.syncscope.views.Walkthrough.RELAXED, 0, 0, 1, 1)
                .snapshot();
        TimelineViewModel ja = new TimelineViewModel(Messages.forLocale(Locale.JAPANESE), seeks::add, () -> nanos);
        ja.show(s);
        assertEquals(1, ja.ticks().size());
        String[] lines = ja.ticks().get(0).message().split("\n");
        assertEquals(2, lines.length, ja.ticks().get(0).message());
        assertTrue(lines[0].startsWith("x でデータ競合: P0 の書き込み"), lines[0]);
        assertTrue(lines[1].startsWith("P1 は x の初期値 0 を読みましたが"), lines[1]);
        model.show(s);
        assertEquals(s.diagnostics().get(0).message() + "\n" + s.diagnostics().get(1).message(),
                model.ticks().get(0).message(), "English: the engine's messages");
    }

    private static Diagnostic diagnostic(Diagnostic.Kind kind, String message, long step) {
        return new Diagnostic(kind, message, List.of(0), SourceSpan.UNKNOWN, step);
    }

    private static Snapshot snapshot(int position, int traceSize, Diagnostic... diagnostics) {
        return new Snapshot(position, traceSize, List.of(), List.of(), List.of(), List.of(diagnostics), List.of(),
                position == traceSize);
    }
}
