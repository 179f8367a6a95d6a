package dev.syncscope.views.choice;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.ReadChoice;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionFrame;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The read chooser's state: when the focused invocation's next action is a read the memory model allows more than
 * one value at (DESIGN §3 Reads), what that read is and one option per value, each saying who wrote it and whether it
 * is the model's default or allowed only because the read races (undefined behaviour, VK MM: Data Race). Choosing an
 * option asks for one step of that invocation reading that write ({@link #setOnChoose}); the choice is a
 * {@link Decision}, so replay, step back and forward and workspaces keep it. The list comes with the frame
 * ({@link SessionFrame#nextRead()}), or, when the focus moves, on its own ({@link #showNextRead}), worked out on the
 * simulation thread; it is hidden while nothing can step (a run), until the values of the focused invocation at the
 * frame's position arrive, and from a choice until a frame of another position. When the read's location has had
 * too many accesses for the values to be worked out, the row says so instead ({@link #unlistedProperty()}), as
 * hidden during a run as the values are. FX thread only.
 */
public class ReadChoiceViewModel {

    /** One value the read may return. Immutable. */
    public record Option(int invocation, int readFrom, long value, String text, String tip, boolean isDefault,
                         boolean raceOnly, boolean undefined) {

        /** The decision that steps {@link #invocation} reading this value. */
        public Decision decision() {
            return new Decision(invocation, readFrom);
        }
    }

    private final Messages text;
    private final ObjectProperty<SessionFrame> frame = new SimpleObjectProperty<>(this, "frame");
    private final IntegerProperty focusedInvocation = new SimpleIntegerProperty(this, "focusedInvocation", 0);
    private final BooleanProperty enabled = new SimpleBooleanProperty(this, "enabled", false);
    private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(this, "shown", false);
    private final ReadOnlyBooleanWrapper unlisted = new ReadOnlyBooleanWrapper(this, "unlisted", false);
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ObservableList<Option> options = FXCollections.observableArrayList();
    private final ObservableList<Option> optionsView = FXCollections.unmodifiableObservableList(options);
    /** The values sent when the focus moved (no frame comes then: it would replace the problems), or null. */
    private NextRead sent;
    /** The position a choice was sent at, while no frame of another position has come; -1 for none. */
    private int chosenAt = -1;
    private Consumer<Decision> onChoose = d -> { };

    public ReadChoiceViewModel(Messages text) {
        this.text = text;
        frame.addListener((obs, old, now) -> {
            if (now == null || now.snapshot().position() != chosenAt) {
                chosenAt = -1;
            }
            refresh();
        });
        focusedInvocation.addListener((obs, old, now) -> refresh());
        enabled.addListener((obs, old, now) -> refresh());
    }

    /** The frame shown; bind to the session's. */
    public ObjectProperty<SessionFrame> frameProperty() {
        return frame;
    }

    /** The invocation whose next read is offered; bind to the focused invocation. */
    public IntegerProperty focusedInvocationProperty() {
        return focusedInvocation;
    }

    /** Whether an invocation may step now; bind to the session's "can step". */
    public BooleanProperty enabledProperty() {
        return enabled;
    }

    /** Whether the chooser has something to offer now. */
    public ReadOnlyBooleanProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    /**
     * Whether the row shows only why no value is listed: the read's location has had too many writes and reads for
     * its values to be worked out at every frame ({@link NextRead#unlisted()}).
     */
    public ReadOnlyBooleanProperty unlistedProperty() {
        return unlisted.getReadOnlyProperty();
    }

    /**
     * Whose read it is and its line (the source view marks the line as the focused invocation's), or, when its values
     * are not listed, why.
     */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** The values on offer, the model's default first. */
    public ObservableList<Option> options() {
        return optionsView;
    }

    /**
     * Shows the values {@code next} offers, worked out when the focus moved (frames carry the values of the invocation
     * focused as they were built); used while its position is the frame's and its invocation the focused one.
     */
    public void showNextRead(NextRead next) {
        sent = next;
        refresh();
    }

    /** What choosing does: one step of the decision's invocation, reading its write. */
    public void setOnChoose(Consumer<Decision> action) {
        onChoose = action;
    }

    /** Steps the read reading {@code option}'s value; nothing while the chooser is hidden. */
    public void choose(Option option) {
        if (!shown.get() || !options.contains(option)) {
            return;
        }
        chosenAt = frame.get().snapshot().position();
        refresh();
        onChoose.accept(option.decision());
    }

    private void refresh() {
        SessionFrame f = frame.get();
        int focus = focusedInvocation.get();
        NextRead next = f == null ? null : current(f.nextRead(), f.snapshot().position(), focus);
        if (next == null && f != null) {
            next = current(sent, f.snapshot().position(), focus);
        }
        if (chosenAt >= 0 || !enabled.get() || next == null || !(next.offersAChoice() || next.unlisted())
                || focus >= f.snapshot().agents().size()) {
            shown.set(false);
            unlisted.set(false);
            options.clear();
            title.set("");
            return;
        }
        Snapshot s = f.snapshot();
        AgentView reader = s.agents().get(focus);
        if (next.unlisted()) {
            // the list costs about the product of the location's writes and reads (seconds past a few thousand, at
            // every step): the row says why it offers none rather than vanishing
            title.set(text.get("choice.unlisted", reader.name(), reader.pc().line(), next.unlistedAccesses()));
            options.clear();
            unlisted.set(true);
            shown.set(true);
            return;
        }
        unlisted.set(false);
        title.set(text.get("choice.title", reader.name(), reader.pc().line()));
        List<Option> out = new ArrayList<>();
        for (ReadChoice c : next.choices()) {
            out.add(option(s, reader, c));
        }
        options.setAll(out);
        shown.set(true);
    }

    /** {@code next} when it is of invocation {@code focus} at {@code position}, else null. */
    private static NextRead current(NextRead next, int position, int focus) {
        return next != null && next.invocation() == focus && next.position() == position ? next : null;
    }

    private Option option(Snapshot s, AgentView reader, ReadChoice c) {
        String value = c.valueText();
        String what;
        if (c.writer() < 0 || c.writer() >= s.agents().size()) {
            what = text.get(c.undefined() ? "choice.undefined" : "choice.initial", value);
        } else {
            what = text.get("choice.write", value, s.agents().get(c.writer()).name(), c.source().line());
        }
        String tag;
        String why;
        if (c.isDefault() && c.raceOnly()) {
            // visible by the availability and visibility operations, yet not location-ordered before the read (a
            // write through another reference: VK MM Location-Ordered's availability and visibility chains ask
            // R_X == R_Y): one tag, not "default" beside "only because the read races", a contradiction to a reader
            tag = text.get("choice.defaultRaceOnly");
            why = text.get("choice.tip.defaultRaceOnly");
        } else if (c.isDefault()) {
            tag = text.get("choice.default");
            why = text.get("choice.tip.default");
        } else if (c.raceOnly()) {
            tag = text.get("choice.raceOnly");
            why = text.get("choice.tip.raceOnly");
        } else {
            tag = text.get("choice.allowed");
            why = text.get("choice.tip.allowed");
        }
        String shownText = what + " · " + tag;
        String tip = text.get("choice.tip", reader.name(), what) + "\n" + why;
        return new Option(reader.id(), c.isDefault() ? Decision.DEFAULT : c.writeId(), c.value(), shownText, tip,
                c.isDefault(), c.raceOnly(), c.undefined());
    }
}
