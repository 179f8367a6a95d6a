package dev.syncscope.views.memory;

import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.views.i18n.Messages;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;

import java.util.function.Function;

/**
 * Draws a {@link MemoryInspectorViewModel}: a table per allocation (id {@code alloc-NAME}; stale cells
 * have the style class {@code stale}) above the selected location's write history (id
 * {@code writeHistory}), or beside it where a stylesheet makes the split horizontal (presentation mode). Selecting a
 * row selects it in the view model. FX thread only.
 */
public class MemoryInspectorView extends SplitPane {

    /** Shown where an undefined start of workgroup memory has no domain and no one it is visible to. */
    private static final String NONE = "—";
    /** Rows a table shows before it scrolls. */
    private static final int VISIBLE_ROWS = 12;
    /** The allocations' share of the width while they stand beside the write history. */
    static final double SIDE_BY_SIDE = 0.4;
    /** The write history's "Available in" column; "Visible to" follows it. */
    private static final int AVAILABLE_COLUMN = 5;

    private final MemoryInspectorViewModel model;
    private final Messages text;
    private final VBox allocations = new VBox(8);
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
        ScrollPane scroll = new ScrollPane(allocations);
        scroll.setFitToWidth(true);
        history.setId("writeHistory");
        history.setPlaceholder(new Label(text.get("memory.history.none")));
        history.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        history.getColumns().add(column(text.get("memory.write.value"),
                w -> w.undefined() ? text.get("memory.undefined") : Long.toString(w.write().value())));
        history.getColumns().add(column(text.get("memory.write.writer"), w -> w.undefined() ? NONE : w.write().writerName()));
        history.getColumns().add(column(text.get("memory.write.reference"),
                w -> w.write().reference() == null ? "" : w.write().reference()));
        history.getColumns().add(column(text.get("memory.write.atomic"), w -> mark(w.write().atomic())));
        history.getColumns().add(column(text.get("memory.write.retired"), w -> mark(w.write().retired())));
        history.getColumns().add(column(text.get("memory.write.available"), w -> w.undefined() ? NONE : w.availableIn()));
        history.getColumns().add(column(text.get("memory.write.visible"), w -> w.undefined() ? NONE : w.visibleTo()));
        history.getColumns().add(column(text.get("memory.write.source"),
                w -> w.write().source().line() > 0 ? text.get("memory.write.line", w.write().source().line()) : ""));
        // titles wrap rather than end in "…" (presentation mode); availability and visibility, the lesson, get more room
        ColumnTitle.wrapAll(history, java.util.Set.of(AVAILABLE_COLUMN, AVAILABLE_COLUMN + 1));
        historyTitle.getStyleClass().add("pane-title");
        historyTitle.setMaxWidth(Double.MAX_VALUE);
        getItems().addAll(scroll, new VBox(historyTitle, history));
        setDividerPositions(0.6);
        // side by side (presentation.css: the tab spans the window, a few rows high) the history's eight columns get
        // the wider part; above each other again, the divider goes back where it was
        orientationProperty().addListener((obs, old, now) -> {
            if (now == Orientation.HORIZONTAL) {
                stackedDivider = getDividerPositions()[0];
                setDividerPositions(SIDE_BY_SIDE);
            } else {
                setDividerPositions(stackedDivider);
            }
        });
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

    /** Refills the tables in place when allocations, references and row counts are unchanged; else rebuilds. */
    private void rebuild() {
        rebuilding = true;
        java.util.List<String> now = new java.util.ArrayList<>();
        now.add(focusedName());
        for (AllocationTable t : model.tables()) {
            now.add(t.allocation() + t.references() + t.rows().size());
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
            allocations.getChildren().addAll(title, table(t));
        }
        rebuilding = false;
    }

    private TableView<LocationRow> table(AllocationTable t) {
        TableView<LocationRow> table = new TableView<>();
        table.setId("alloc-" + t.allocation());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        table.setFixedCellSize(26);
        // its rows and header as high as the cells' text needs (presentation.css: -fx-fixed-cell-size), half a row more
        int rows = Math.min(t.rows().size(), VISIBLE_ROWS);
        table.prefHeightProperty().bind(Bindings.createDoubleBinding(() -> 4 + table.getFixedCellSize() * (rows + 1.5),
                table.fixedCellSizeProperty()));
        table.getColumns().add(column(text.get("memory.location"), LocationRow::location));
        table.getColumns().add(column(text.get("memory.latest"),
                r -> r.undefined() ? text.get("memory.undefined") : Long.toString(r.newest().value())));
        for (String ref : t.references()) {
            TableColumn<LocationRow, LocationRow> c = new TableColumn<>(text.get("memory.readVia",
                    focusedName(), ref));
            c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(d.getValue()));
            c.setCellFactory(col -> new ReadCell(ref));
            table.getColumns().add(c);
        }
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

    private static <S> TableColumn<S, String> column(String title, Function<S, String> value) {
        TableColumn<S, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyStringWrapper(value.apply(d.getValue())));
        return c;
    }

    /** The value the focused invocation reads through one reference; stale cells are marked. */
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
            if (p == null) {
                setText(empty ? null : "—");
                return;
            }
            setText(p.undefined() ? text.get("memory.undefined") : Long.toString(p.value()));
            if (row.staleThrough(reference)) {
                getStyleClass().add("stale");
                setTooltip(new Tooltip(text.get("memory.staleTip", row.newest().value())));
            } else if (p.undefined()) {
                getStyleClass().add("undefined");
            }
        }
    }
}
