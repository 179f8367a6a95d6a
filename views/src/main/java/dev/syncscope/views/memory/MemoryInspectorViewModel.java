package dev.syncscope.views.memory;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.Messages;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Locale;

/**
 * The memory inspector's state: the allocation tables for the focused invocation, the selected
 * location and its write history, and the selected write, which the domain graph shows. Selections
 * survive new snapshots (the same location, the same write id, with its new availability).
 * FX thread only; takes immutable snapshots from the app.
 */
public class MemoryInspectorViewModel {

    private final ObservableList<AllocationTable> tables = FXCollections.observableArrayList();
    private final ObservableList<AllocationTable> tablesReadOnly = FXCollections.unmodifiableObservableList(tables);
    private final ObservableList<WriteRow> history = FXCollections.observableArrayList();
    private final ObservableList<WriteRow> historyReadOnly = FXCollections.unmodifiableObservableList(history);
    private final IntegerProperty focusedInvocation = new SimpleIntegerProperty(this, "focusedInvocation", 0);
    private final ReadOnlyObjectWrapper<LocationRow> selectedLocation = new ReadOnlyObjectWrapper<>(this, "selectedLocation");
    private final ReadOnlyObjectWrapper<WriteRow> selectedWriteRow = new ReadOnlyObjectWrapper<>(this, "selectedWriteRow");
    private final ReadOnlyObjectWrapper<WriteView> selectedWrite = new ReadOnlyObjectWrapper<>(this, "selectedWrite");
    private final Messages text;
    private Launch launch;
    /** The launch {@link #tables} were made for: their rows are kept for the next snapshot of it. */
    private Launch tablesLaunch;
    private Snapshot snapshot;
    /**
     * What an invocation would read where the snapshot does not say it (a large launch): the frame's, and those sent
     * when the focus moved; each shown only with a snapshot of its position while its invocation is focused.
     */
    private FocusedReads frameReads;
    private FocusedReads movedReads;

    /** A view model in English. */
    public MemoryInspectorViewModel() {
        this(Messages.forLocale(Locale.ENGLISH));
    }

    /** A view model whose write history names memory domains in the language of {@code text}. */
    public MemoryInspectorViewModel(Messages text) {
        this.text = text;
        focusedInvocation.addListener((obs, old, now) -> refresh());
    }

    /** Shows the memory of {@code now} for the invocations of {@code launchOfSnapshot}. */
    public void show(Launch launchOfSnapshot, Snapshot now) {
        show(launchOfSnapshot, now, null);
    }

    /**
     * Shows the memory of {@code now}, with what an invocation would read where the snapshot does not say it
     * ({@code focusedReads}, worked out with it; null: none).
     */
    public void show(Launch launchOfSnapshot, Snapshot now, FocusedReads focusedReads) {
        if (launchOfSnapshot != launch) {
            selectedLocation.set(null);
            selectedWriteRow.set(null);
        }
        if (launchOfSnapshot != launch) {
            movedReads = null;
        }
        launch = launchOfSnapshot;
        snapshot = now;
        frameReads = focusedReads;
        refresh();
    }

    /**
     * Shows what an invocation would read, sent on their own when the focus moved: with the snapshot of their position,
     * now or when it comes (the tab hidden meanwhile, the next frame's snapshot is theirs; a frame shown before they
     * came is newer, and they stay unshown).
     */
    public void showReads(FocusedReads focusedReads) {
        movedReads = focusedReads;
        refresh();
    }

    private boolean fits(FocusedReads r) {
        return r != null && r.agent() == focusedInvocation.get() && r.position() == snapshot.position();
    }

    /** Clears everything (no kernel loaded). */
    public void clear() {
        launch = null;
        snapshot = null;
        frameReads = null;
        movedReads = null;
        tablesLaunch = null;
        tables.clear();
        history.clear();
        selectedLocation.set(null);
        selectWrite(null);
    }

    /** Selects a location (a row of one of the tables); {@code null} clears. */
    public void selectLocation(LocationRow row) {
        if (row == null || selectedLocation.get() == null
                || !row.location().equals(selectedLocation.get().location())) {
            selectedWriteRow.set(null);
            selectedWrite.set(null);
        }
        selectedLocation.set(row);
        history.setAll(row == null || launch == null ? List.of() : MemoryTables.history(row, launch, text));
        reselectWrite();
    }

    /**
     * Selects a write of the history and publishes it as {@link #selectedWriteProperty()}; the
     * undefined start of workgroup memory is no write, so selecting it publishes none.
     */
    public void selectWrite(WriteRow row) {
        selectedWriteRow.set(row);
        selectedWrite.set(row == null || row.undefined() ? null : row.write());
    }

    private void refresh() {
        if (launch == null || snapshot == null) {
            return;
        }
        int focused = focusedInvocation.get();
        FocusedReads reads = fits(frameReads) ? frameReads : fits(movedReads) ? movedReads : null;
        tables.setAll(MemoryTables.of(launch, snapshot, focused, reads, tablesLaunch == launch ? tables : List.of()));
        tablesLaunch = launch;
        LocationRow old = selectedLocation.get();
        LocationRow again = old == null ? null : tables.stream().flatMap(t -> t.rows().stream())
                .filter(r -> r.location().equals(old.location())).findFirst().orElse(null);
        selectLocation(again);
    }

    private void reselectWrite() {
        WriteRow old = selectedWriteRow.get();
        if (old == null) {
            return;
        }
        WriteRow again = history.stream().filter(w -> w.write().id() == old.write().id()).findFirst().orElse(null);
        selectWrite(again);
    }

    public ObservableList<AllocationTable> tables() {
        return tablesReadOnly;
    }

    public ObservableList<WriteRow> history() {
        return historyReadOnly;
    }

    /** The invocation whose reads the tables show; the app binds it to the dispatch grid's focus. */
    public IntegerProperty focusedInvocationProperty() {
        return focusedInvocation;
    }

    public ReadOnlyObjectProperty<LocationRow> selectedLocationProperty() {
        return selectedLocation.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<WriteRow> selectedWriteRowProperty() {
        return selectedWriteRow.getReadOnlyProperty();
    }

    /** The selected write, refreshed with each snapshot; the domain graph highlights it. */
    public ReadOnlyObjectProperty<WriteView> selectedWriteProperty() {
        return selectedWrite.getReadOnlyProperty();
    }

    /** The launch of the shown snapshot, or {@code null}. */
    public Launch launch() {
        return launch;
    }
}
