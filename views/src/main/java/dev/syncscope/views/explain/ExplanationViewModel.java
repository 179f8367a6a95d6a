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

/**
 * The "Why this value?" panel's state: a headline, the explanation's paragraphs, whether the read was
 * stale or racy, and the engine's own wording of each missing link (English, for the details tooltip).
 * FX thread only; the app asks the session for the explanation on the simulation thread and hands
 * the result here.
 */
public class ExplanationViewModel {

    /** The unseen writes the details tooltip words; more are counted. */
    static final int DETAILS_SHOWN = 12;

    private final Messages text;
    private final ReadOnlyObjectWrapper<ReadExplanation> explanation = new ReadOnlyObjectWrapper<>(this, "explanation");
    private final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper(this, "headline", "");
    private final ReadOnlyBooleanWrapper stale = new ReadOnlyBooleanWrapper(this, "stale");
    private final ReadOnlyBooleanWrapper racy = new ReadOnlyBooleanWrapper(this, "racy");
    private final ReadOnlyStringWrapper engineDetails = new ReadOnlyStringWrapper(this, "engineDetails", "");
    private final ObservableList<Paragraph> paragraphs = FXCollections.observableArrayList();
    private final ObservableList<Paragraph> paragraphsReadOnly = FXCollections.unmodifiableObservableList(paragraphs);

    public ExplanationViewModel(Messages text) {
        this.text = text;
        clear();
    }

    /** Shows why the read of {@code ex} returned its value. */
    public void show(ReadExplanation ex, ExplanationContext context) {
        explanation.set(ex);
        // an undefined value is named so first, not "read 0" above "the value it read is undefined" (the session-86 review)
        headline.set(text.get(ex.undefined() ? "explain.headlineUndefined" : "explain.headline", ex.readerName(),
                ex.location().valueText(ex.value()), ex.location().toString(), Integer.toString(ex.source().line())));
        paragraphs.setAll(ExplanationText.paragraphs(ex, context, text));
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

    /** Nothing selected: a hint to select a read. */
    public void clear() {
        explanation.set(null);
        headline.set(text.get("explain.none"));
        paragraphs.clear();
        stale.set(false);
        racy.set(false);
        engineDetails.set("");
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
