package dev.syncscope.views.timeline;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.DiagnosticText;
import dev.syncscope.views.session.SessionViewModel;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The state of the timeline scrubber: the engine's position and trace size, the step shown under
 * the thumb, the problem ticks, and seek requests to the app. While the thumb is dragged, seeks go
 * out at most {@link #MAX_SEEKS_PER_SECOND} times a second; releasing (or clicking) sends the final
 * step. Nothing is requested twice in a row, nor the position already shown. FX thread only.
 */
public class TimelineViewModel {

    /** Upper bound on seek requests while dragging. */
    public static final int MAX_SEEKS_PER_SECOND = 20;
    private static final long MIN_INTERVAL = TimeUnit.SECONDS.toNanos(1) / MAX_SEEKS_PER_SECOND;

    private final Consumer<Integer> seek;
    private final LongSupplier clock;
    private final ReadOnlyIntegerWrapper position = new ReadOnlyIntegerWrapper(this, "position", 0);
    private final ReadOnlyIntegerWrapper traceSize = new ReadOnlyIntegerWrapper(this, "traceSize", 0);
    private final ReadOnlyIntegerWrapper shown = new ReadOnlyIntegerWrapper(this, "shown", 0);
    private final ReadOnlyBooleanWrapper dragging = new ReadOnlyBooleanWrapper(this, "dragging", false);
    private final ObservableList<Tick> ticks = FXCollections.observableArrayList();
    /** Made once: a wrapper made per call would drop its listeners when collected. */
    private final ObservableList<Tick> ticksView = FXCollections.unmodifiableObservableList(ticks);
    private final StringBinding label;
    private final BooleanExpression canSeek = traceSize.greaterThan(0);
    /** The ticks by position, each worded when a tooltip says it. */
    private final TickTable table;
    /** Sentences worded for ticks so far: those a tooltip said, each once. */
    private final AtomicLong worded = new AtomicLong();
    private int lastRequested = -1;
    private long lastRequestTime;

    /** A timeline whose seeks call {@code seek} with the wanted position. */
    public TimelineViewModel(Messages text, Consumer<Integer> seek) {
        this(text, seek, System::nanoTime);
    }

    /** As above with the clock (nanoseconds) that paces drag requests. */
    public TimelineViewModel(Messages text, Consumer<Integer> seek, LongSupplier clock) {
        this.seek = seek;
        this.clock = clock;
        DiagnosticText diagnosticText = new DiagnosticText(text);
        this.table = new TickTable(d -> {
            worded.incrementAndGet();
            return diagnosticText.of(d);
        });
        this.label = Bindings.createStringBinding(() -> text.get("timeline.position", shown.get(), traceSize.get()),
                shown, traceSize);
    }

    /** Follows the session's snapshots. */
    public void follow(SessionViewModel session) {
        session.snapshotProperty().addListener((obs, old, now) -> show(now));
        show(session.snapshotProperty().get());
    }

    /** Shows the engine's position; {@code null} (a new kernel) clears the timeline. */
    public void show(Snapshot snapshot) {
        if (snapshot == null) {
            table.clear();
            ticks.clear();
            traceSize.set(0);
            position.set(0);
            lastRequested = -1;
            if (!dragging.get()) {
                shown.set(0);
            }
            return;
        }
        traceSize.set(snapshot.traceSize());
        position.set(snapshot.position());
        if (!dragging.get()) {
            shown.set(snapshot.position());
            lastRequested = -1;
        }
        updateTicks(snapshot);
    }

    /** The thumb moved to {@code step} while dragging: a seek goes out unless one went out very recently. */
    public void dragTo(int step) {
        dragging.set(true);
        shown.set(clamp(step));
        long now = clock.getAsLong();
        if (lastRequested < 0 || now - lastRequestTime >= MIN_INTERVAL) {
            request(clamp(step), now);
        }
    }

    /** The thumb was released or the track clicked at {@code step}: the final seek goes out. */
    public void release(int step) {
        dragging.set(false);
        shown.set(clamp(step));
        request(clamp(step), clock.getAsLong());
    }

    /** "Step i / n" of the step under the thumb. */
    public StringBinding labelProperty() {
        return label;
    }

    /** Steps applied in the engine. */
    public ReadOnlyIntegerProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    /** Steps recorded: the track's end. */
    public ReadOnlyIntegerProperty traceSizeProperty() {
        return traceSize.getReadOnlyProperty();
    }

    /** The step under the thumb: the position, or where the user drags. */
    public ReadOnlyIntegerProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty draggingProperty() {
        return dragging.getReadOnlyProperty();
    }

    /** Whether there is a trace to scrub. */
    public BooleanExpression canSeekProperty() {
        return canSeek;
    }

    /** Marks where diagnostics first showed, by position. */
    public ObservableList<Tick> ticks() {
        return ticksView;
    }

    /** Sentences worded for ticks so far: a frame words none; a tooltip the few it says, once. */
    public long sentencesWorded() {
        return worded.get();
    }

    private void request(int step, long now) {
        if (step == lastRequested || (lastRequested < 0 && step == position.get())) {
            return;
        }
        lastRequested = step;
        lastRequestTime = now;
        seek.accept(step);
    }

    private int clamp(int step) {
        return Math.max(0, Math.min(step, traceSize.get()));
    }

    /**
     * Diagnostics up to the position are this snapshot's; ticks seen earlier past the position stay
     * while still inside the recorded trace (after a step back they can be redone). Only the ticks from the lowest
     * position that changed are replaced: a frame of a run adds the ticks of its new diagnostics.
     */
    private void updateTicks(Snapshot snapshot) {
        int changed = table.update(snapshot);
        if (changed == Integer.MAX_VALUE) {
            return;
        }
        int from = firstAtOrAfter(changed);
        List<Tick> now = table.from(changed);
        if (now.equals(ticks.subList(from, ticks.size()))) {
            return;
        }
        if (from < ticks.size()) {
            ticks.remove(from, ticks.size());
        }
        ticks.addAll(now);
    }

    /** The index of the first tick at or after {@code position}, found by halving (ticks are in position order). */
    private int firstAtOrAfter(int position) {
        int lo = 0;
        int hi = ticks.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ticks.get(mid).position() < position) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
