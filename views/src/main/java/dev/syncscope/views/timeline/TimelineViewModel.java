package dev.syncscope.views.timeline;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.Diagnostic;
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

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
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
    private final Map<Integer, Tick> known = new TreeMap<>();
    /** The diagnostics' sentences in the window's language. */
    private final DiagnosticText diagnosticText;
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
        this.diagnosticText = new DiagnosticText(text);
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
            known.clear();
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
     * while still inside the recorded trace (after a step back they can be redone).
     */
    private void updateTicks(Snapshot snapshot) {
        known.keySet().removeIf(p -> p <= snapshot.position() || p > snapshot.traceSize());
        Map<Integer, List<Integer>> byPosition = new TreeMap<>();
        List<Diagnostic> diagnostics = snapshot.diagnostics();
        List<String> sentences = diagnosticText.of(diagnostics);
        for (int i = 0; i < diagnostics.size(); i++) {
            int at = (int) Math.min(diagnostics.get(i).step() + 1, snapshot.traceSize());
            byPosition.computeIfAbsent(at, k -> new ArrayList<>()).add(i);
        }
        byPosition.forEach((at, list) -> {
            List<String> messages = list.stream().map(sentences::get).toList();
            known.put(at, new Tick(at, diagnostics.get(list.get(0)).kind(), String.join("\n", messages)));
        });
        List<Tick> now = new ArrayList<>(known.values());
        if (!now.equals(ticks)) {
            ticks.setAll(now);
        }
    }
}
