package dev.syncscope.views.memory;

import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.model.Reference;
import dev.syncscope.views.i18n.Messages;
import javafx.beans.binding.Bindings;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Draws a {@link MemoryInspectorViewModel}: a table per allocation (id {@code alloc-NAME}; stale cells
 * have the style class {@code stale}) above the selected location's write history (id
 * {@code writeHistory}), or beside it where the tab is {@link #WIDE} (the strip across the window's bottom, normal
 * and presentation mode). Selecting a row selects it in the view model. FX thread only.
 */
public class MemoryInspectorView extends SplitPane {

    /** Shown where an undefined start of workgroup memory has no domain and no one it is visible to. */
    private static final String NONE = "—";
    /** Rows a table shows before it scrolls. */
    private static final int VISIBLE_ROWS = 12;
    /** The allocations' share of the width while they stand beside the write history. */
    static final double SIDE_BY_SIDE = 0.4;
    /**
     * How many times wider than high the tab is from which the allocations stand beside the write history: the strip
     * across the bottom of the 1280×800 window (about 1280 × 190) gave the allocations above the history 105 px, a
     * 2-element array's title, header and one and a half rows (partial[1] cut, behind a 48 px scroll bar).
     */
    static final double WIDE = 3;

    private final MemoryInspectorViewModel model;
    private final Messages text;
    private final VBox allocations = new VBox(8);
    /** The allocations' tables, scrolled when they are taller than the pane together. */
    private final ScrollPane allocationsScroll = new ScrollPane(allocations);
    private final TableView<WriteRow> history = new TableView<>();
    private final Label historyTitle = new Label();
    private final java.util.Map<String, TableView<LocationRow>> byAllocation = new java.util.HashMap<>();
    private java.util.List<String> shape = java.util.List.of();
    private boolean rebuilding;
    /** The divider while the allocations are above the write history (vertical), kept while they stand beside it. */
    private double stackedDivider = 0.6;

    public MemoryInspectorView(MemoryInspectorViewModel model, Messages text) {
        this.model = model;
        this.text = text;
        createView();
        initListeners();
        rebuild();
    }

    private void createView() {
        setId("memoryInspector");
        getStyleClass().add("memory-inspector");
        setOrientation(Orientation.VERTICAL);
        allocationsScroll.setFitToWidth(true);
        // the allocations fill the pane's height, the last table down to its bottom edge (table())
        allocationsScroll.setFitToHeight(true);
        history.setId("writeHistory");
        history.setPlaceholder(new Label(text.get("memory.history.none")));
        List<Function<WriteRow, String>> cells = List.of(
                w -> w.undefined() ? text.get("memory.undefined") : w.value(),
                w -> w.undefined() ? NONE : w.write().writerName(),
                w -> w.write().reference() == null ? "" : w.write().reference(),
                w -> mark(w.write().atomic()),
                w -> mark(w.write().retired()),
                w -> w.undefined() ? NONE : w.availableIn(),
                w -> w.undefined() ? NONE : w.visibleTo(),
                w -> w.write().source().line() > 0 ? text.get("memory.write.line", w.write().source().line()) : "");
        List<String> titles = List.of("value", "writer", "reference", "atomic", "retired", "available", "visible", "source");
        for (int i = 0; i < titles.size(); i++) {
            history.getColumns().add(column(text.get("memory.write." + titles.get(i)), cells.get(i)));
        }
        // titles wrap between words rather than end in "…"; each column as wide as its words, else the table scrolls
        ColumnWidths.fit(history, cells);
        historyTitle.getStyleClass().add("pane-title");
        historyTitle.setMaxWidth(Double.MAX_VALUE);
        getItems().addAll(allocationsScroll, new VBox(historyTitle, history));
        setDividerPositions(0.6);
        // side by side where the tab is wide and low (across the window's bottom, in presentation mode too): the
        // history's eight columns get the wider part; above each other again, the divider goes back where it was
        widthProperty().addListener(obs -> fitOrientation());
        heightProperty().addListener(obs -> fitOrientation());
        orientationProperty().addListener((obs, old, now) -> {
            if (now == Orientation.HORIZONTAL) {
                stackedDivider = getDividerPositions()[0];
                setDividerPositions(SIDE_BY_SIDE);
            } else {
                setDividerPositions(stackedDivider);
            }
        });
    }

    /** The allocations beside the write history where the tab is {@link #WIDE} (or wider), else above it. */
    private void fitOrientation() {
        if (getWidth() > 0 && getHeight() > 0) {
            setOrientation(getWidth() >= WIDE * getHeight() ? Orientation.HORIZONTAL : Orientation.VERTICAL);
        }
    }

    private void initListeners() {
        model.tables().addListener((ListChangeListener<AllocationTable>) c -> rebuild());
        model.history().addListener((ListChangeListener<WriteRow>) c -> history.getItems().setAll(model.history()));
        model.selectedLocationProperty().addListener((obs, old, now) -> {
            historyTitle.setText(now == null ? text.get("memory.history") : text.get("memory.historyOf", now.location()));
            boolean outer = rebuilding;
            rebuilding = true;
            for (AllocationTable t : model.tables()) {
                TableView<LocationRow> table = byAllocation.get(t.allocation());
                if (table != null) {
                    select(table, t);
                }
            }
            rebuilding = outer;
        });
        historyTitle.setText(text.get("memory.history"));
        history.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (!rebuilding && now != null) {
                model.selectWrite(now);
            }
        });
        model.selectedWriteRowProperty().addListener((obs, old, now) -> {
            rebuilding = true;
            history.getSelectionModel().select(now);
            rebuilding = false;
        });
    }

    /**
     * Refills the tables in place when allocations, references and the rows a table shows before it scrolls are
     * unchanged; else rebuilds (a table of 64,000 locations, growing as a run writes them, was made anew each frame).
     */
    private void rebuild() {
        rebuilding = true;
        java.util.List<String> now = new java.util.ArrayList<>();
        now.add(focusedName());
        for (AllocationTable t : model.tables()) {
            now.add(t.allocation() + t.references() + Math.min(t.rows().size(), VISIBLE_ROWS));
        }
        if (now.equals(shape)) {
            for (AllocationTable t : model.tables()) {
                TableView<LocationRow> table = byAllocation.get(t.allocation());
                table.getItems().setAll(t.rows());
                select(table, t);
            }
            rebuilding = false;
            return;
        }
        shape = now;
        byAllocation.clear();
        allocations.getChildren().clear();
        for (AllocationTable t : model.tables()) {
            Label title = new Label(t.aliased() ? text.get("memory.aliased", t.allocation(), String.join(", ", t.references()))
                    : text.get("memory.allocation", t.allocation()));
            title.getStyleClass().addAll("pane-title", t.aliased() ? "aliased" : "single");
            allocations.getChildren().addAll(title, table(t, title));
        }
        if (!allocations.getChildren().isEmpty()) {
            VBox.setVgrow(allocations.getChildren().get(allocations.getChildren().size() - 1), Priority.ALWAYS);
        }
        rebuilding = false;
    }

    private TableView<LocationRow> table(AllocationTable t, Label title) {
        TableView<LocationRow> table = new TableView<>();
        table.setId("alloc-" + t.allocation());
        table.setFixedCellSize(26);
        // its rows as high as the cells' text needs (presentation.css: -fx-fixed-cell-size), half a row more, its
        // header as high as its wrapped titles and the sideways scroll bar where the columns scroll (ColumnWidths)
        int rows = Math.min(t.rows().size(), VISIBLE_ROWS);
        DoubleProperty chrome = new SimpleDoubleProperty();
        table.prefHeightProperty().bind(Bindings.createDoubleBinding(() -> 4 + table.getFixedCellSize() * (rows + 0.5)
                + Math.max(chrome.get(), table.getFixedCellSize()), table.fixedCellSizeProperty(), chrome));
        // at most as high as the pane below its title (the last table grows to that, down to the pane's bottom edge):
        // its rows scroll inside it and its sideways scroll bar is at the bottom edge of what shows, not below the
        // pane's edge after its last row, nor halfway down the pane under a short table; one row at least
        table.maxHeightProperty().bind(Bindings.createDoubleBinding(() -> allocationsScroll.getViewportBounds()
                .getHeight() <= 0 ? Double.MAX_VALUE : Math.max(
                allocationsScroll.getViewportBounds().getHeight() - title.getHeight() - allocations.getSpacing(),
                4 + table.getFixedCellSize() + Math.max(chrome.get(), table.getFixedCellSize())),
                allocationsScroll.viewportBoundsProperty(), title.heightProperty(), table.fixedCellSizeProperty(),
                chrome));
        // tables above the last keep their height, the pane scrolling to them when they do not all fit
        table.minHeightProperty().bind(Bindings.min(table.prefHeightProperty(), table.maxHeightProperty()));
        List<Function<LocationRow, String>> cells = new ArrayList<>(List.of(LocationRow::location,
                r -> r.undefined() ? text.get("memory.undefined") : r.valueText(r.newest().value())));
        table.getColumns().add(column(text.get("memory.location"), cells.get(0)));
        table.getColumns().add(column(text.get("memory.latest"), cells.get(1)));
        for (String ref : t.references()) {
            TableColumn<LocationRow, LocationRow> c = new TableColumn<>(text.get("memory.readVia",
                    focusedName(), ref));
            c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(d.getValue()));
            c.setCellFactory(col -> new ReadCell(ref));
            table.getColumns().add(c);
            cells.add(r -> readText(r, ref, r.asRead().get(ref)));
        }
        chrome.bind(ColumnWidths.fit(table, cells).chromeHeight());
        table.getItems().setAll(t.rows());
        select(table, t);
        byAllocation.put(t.allocation(), table);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (!rebuilding && now != null) {
                model.selectLocation(now);
            }
        });
        return table;
    }

    private void select(TableView<LocationRow> table, AllocationTable t) {
        LocationRow selected = model.selectedLocationProperty().get();
        LocationRow row = selected == null ? null : t.rows().stream()
                .filter(r -> r.location().equals(selected.location())).findFirst().orElse(null);
        if (row == null) {
            table.getSelectionModel().clearSelection();
        } else {
            table.getSelectionModel().select(row);
        }
    }

    private String focusedName() {
        int f = model.focusedInvocationProperty().get();
        return model.launch() != null && f >= 0 && f < model.launch().agents().size()
                ? model.launch().agents().get(f).name() : "P" + f;
    }

    private String mark(boolean b) {
        return b ? "✓" : "";
    }

    /** What a read cell of {@code row} shows: the value read, "undefined", or "—" where the engine computed none. */
    private String readText(LocationRow row, String reference, ReadPreview p) {
        return p == null ? NONE : p.undefined() ? text.get("memory.undefined")
                : row.valueText(p.value(), reference(reference));
    }

    /** The launch's reference named {@code name}, or null (a read column shows values as it declares them). */
    private Reference reference(String name) {
        return model.launch() == null ? null : model.launch().references().stream()
                .filter(r -> r.name().equals(name)).findFirst().orElse(null);
    }

    private static <S> TableColumn<S, String> column(String title, Function<S, String> value) {
        TableColumn<S, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyStringWrapper(value.apply(d.getValue())));
        c.setCellFactory(col -> new WordCell<>());
        return c;
    }

    /**
     * A cell whose text, when longer than its column ({@link ColumnWidths}: a list of domains or invocations), ends in
     * "…" after a whole word; a text of several words shows whole in its tooltip.
     */
    private static final class WordCell<S> extends TableCell<S, String> {
        WordCell() {
            setTextOverrun(OverrunStyle.WORD_ELLIPSIS);
            setEllipsisString("…");
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty ? null : item);
            setTooltip(empty || item == null || !item.contains(" ") ? null : new Tooltip(item));
        }
    }

    /**
     * The value the focused invocation reads through one reference; a stale cell is marked, its tip naming the newest
     * write and its writer.
     */
    private final class ReadCell extends TableCell<LocationRow, LocationRow> {
        private final String reference;

        ReadCell(String reference) {
            this.reference = reference;
        }

        @Override
        protected void updateItem(LocationRow row, boolean empty) {
            super.updateItem(row, empty);
            getStyleClass().removeAll("stale", "undefined");
            setTooltip(null);
            ReadPreview p = empty || row == null ? null : row.asRead().get(reference);
            setText(empty ? null : readText(row, reference, p));
            if (p == null) {
                return;
            }
            if (row.staleThrough(reference)) {
                getStyleClass().add("stale");
                // the writer too: the cell may show the same value as an older write (a racy counter's 1 over T3's 1)
                setTooltip(new Tooltip(text.get("memory.staleTip",
                        row.valueText(row.newest().value(), reference(reference)),
                        row.newest().writerName())));
            } else if (p.undefined()) {
                getStyleClass().add("undefined");
            }
        }
    }
}
