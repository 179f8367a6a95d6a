package dev.syncscope.views.explain;

import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.views.i18n.Messages;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.concurrent.Executor;

/**
 * The "Why this value?" panel's state: a headline, the explanation's paragraphs, whether the read was
 * stale or racy, and the engine's own wording of each missing link (English, for the details tooltip).
 * FX thread only; the app asks the session for the explanation on the simulation thread and hands
 * the result here.
 */
public class ExplanationViewModel {

    /** The unseen writes the details tooltip words; more are counted. */
    static final int DETAILS_SHOWN = 12;
    /**
     * From this many unseen writes, or races known, a read's words are worked out on the worker ({@link #workOn}): a
     * read 2,192 invocations' writes missed took 160–600 ms to word (the session-89 scale audit); fewer take a few ms.
     */
    static final int WORKER_FROM_UNSEEN = 32;
    static final int WORKER_FROM_RACES = 2048;

    private final Messages text;
    private final ReadOnlyObjectWrapper<ReadExplanation> explanation = new ReadOnlyObjectWrapper<>(this, "explanation");
    private final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper(this, "headline", "");
    private final ReadOnlyBooleanWrapper stale = new ReadOnlyBooleanWrapper(this, "stale");
    private final ReadOnlyBooleanWrapper racy = new ReadOnlyBooleanWrapper(this, "racy");
    private final ReadOnlyStringWrapper engineDetails = new ReadOnlyStringWrapper(this, "engineDetails", "");
    private final ObservableList<Paragraph> paragraphs = FXCollections.observableArrayList();
    private final ObservableList<Paragraph> paragraphsReadOnly = FXCollections.unmodifiableObservableList(paragraphs);
    /** Where long explanations are worded, and how the result comes back to the FX thread; null: here. */
    private Executor worker;
    private Executor fx;
    /** The number of the latest show or clear (FX thread), and as the worker reads it. */
    private long asked;
    private final java.util.concurrent.atomic.AtomicLong latest = new java.util.concurrent.atomic.AtomicLong();
    /** Whether the explanation on screen came from the worker after it was asked for ({@link #lateAndAskedBy}). */
    private boolean late;
    /** The number of the show or clear on screen: a worded explanation asked for before it is dropped. */
    private long onScreen;

    public ExplanationViewModel(Messages text) {
        this.text = text;
        clear();
    }

    /**
     * Words long explanations on {@code worker} and shows them through {@code fxThread} (the FX thread's executor,
     * {@code Platform::runLater}); until one comes, the explanation before it stays on screen.
     */
    public void workOn(Executor worker, Executor fxThread) {
        this.worker = worker;
        this.fx = fxThread;
    }

    /**
     * Shows why the read of {@code ex} returned its value: at once, or, for a long explanation and a worker
     * ({@link #workOn}), when the worker has worded it, unless another was shown or the panel cleared meanwhile.
     */
    public void show(ReadExplanation ex, ExplanationContext context) {
        long ticket = ++asked;
        latest.set(ticket);
        if (worker == null || ex.unseen().size() < WORKER_FROM_UNSEEN && context.races().size() < WORKER_FROM_RACES) {
            onScreen = ticket;
            late = false;
            show(ex, ExplanationText.paragraphs(ex, context, text));
            return;
        }
        try {
            worker.execute(() -> {
                if (ticket != latest.get()) {
                    // a newer one was asked for: the worker words that instead (a run asks at every frame, and each
                    // one worded in turn fell seconds behind: the session-89 review)
                    return;
                }
                try {
                    List<Paragraph> worded = ExplanationText.paragraphs(ex, context, text);
                    fx.execute(() -> {
                        // shown unless a later one is on screen: during a run, the latest worded, every few frames
                        if (ticket > onScreen) {
                            onScreen = ticket;
                            late = true;
                            show(ex, worded);
                        }
                    });
                } catch (RuntimeException e) {
                    // as a failure on the FX thread would be: its handler reports it
                    fx.execute(() -> {
                        throw e;
                    });
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            // the window is closing (its worker stopped): worded here
            onScreen = ticket;
            late = false;
            show(ex, ExplanationText.paragraphs(ex, context, text));
        }
    }

    private void show(ReadExplanation ex, List<Paragraph> worded) {
        explanation.set(ex);
        // an undefined value is named so first, not "read 0" above "the value it read is undefined" (the session-86 review)
        headline.set(text.get(ex.undefined() ? "explain.headlineUndefined" : "explain.headline", ex.readerName(),
                ex.location().valueText(ex.value()), ex.location().toString(), Integer.toString(ex.source().line())));
        paragraphs.setAll(worded);
        stale.set(ex.stale());
        racy.set(paragraphs.stream().anyMatch(p -> p.kind() == Paragraph.Kind.RACE));
        StringBuilder details = new StringBuilder();
        int listed = 0;
        for (UnseenWrite u : ex.unseen()) {
            if (listed++ == DETAILS_SHOWN) {
                // a tooltip of 255 lines ran off the screen: the paragraphs group them (SameReason), this counts them
                details.append(text.get("explain.details.more", ex.unseen().size() - DETAILS_SHOWN));
                break;
            }
            details.append(u.link().words()).append(": ").append(u.detail()).append('\n');
        }
        engineDetails.set(details.toString().strip());
    }

    /** How many explanations (and clears) were asked for so far: a mark for {@link #lateAndAskedBy}. */
    public long asked() {
        return asked;
    }

    /**
     * Whether the explanation on screen was worded on the worker ({@link #workOn}), came after it was asked for, and
     * was asked for no later than {@code mark} ({@link #asked()} then): its listeners see it set while they run (one
     * asked before the user opened a problem does not scroll the source away from the problem's line).
     */
    public boolean lateAndAskedBy(long mark) {
        return late && onScreen <= mark;
    }

    /** Nothing selected: a hint to select a read. */
    public void clear() {
        late = false;
        onScreen = ++asked;
        latest.set(asked);
        explanation.set(null);
        headline.set(text.get("explain.none"));
        paragraphs.clear();
        stale.set(false);
        racy.set(false);
        engineDetails.set("");
    }

    /**
     * The id of the write the memory-domain graph shows while the explanation of {@code ex} is on screen: the first
     * newer write the read did not see; else, when the explanation says the graph shows the write it read not
     * visible to the reader (a read of the modification order, VK MM: Scoped Modification Order Coherence, or a
     * value picked at a racy read), that write, which a read-modify-write's step does not leave shown (it shows the
     * step's own write); else -1, none (hlsl-flag-wait.hlsl, step 7: "written by T2 (line 33) … the memory-domain
     * graph shows it is not" while the graph showed T0's own write of the flag).
     */
    public static int graphWrite(ReadExplanation ex) {
        if (ex == null) {
            return -1;
        }
        if (ex.stale()) {
            return ex.unseen().get(0).writeId();
        }
        return (ex.modificationOrder() || ex.racyValue()) && !ex.readFromInitial() ? Math.max(-1, ex.readFrom()) : -1;
    }

    public ReadOnlyObjectProperty<ReadExplanation> explanationProperty() {
        return explanation.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headlineProperty() {
        return headline.getReadOnlyProperty();
    }

    public ObservableList<Paragraph> paragraphs() {
        return paragraphsReadOnly;
    }

    public ReadOnlyBooleanProperty staleProperty() {
        return stale.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty racyProperty() {
        return racy.getReadOnlyProperty();
    }

    /** The engine's English wording of each missing link; empty when nothing was hidden. */
    public ReadOnlyStringProperty engineDetailsProperty() {
        return engineDetails.getReadOnlyProperty();
    }
}
