package dev.syncscope.views.outcome;

import dev.syncscope.views.i18n.Messages;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Draws an {@link OutcomeViewModel}: on top, when the stepped run ended outside a herd test's filter, a line saying
 * so (id {@code runFilterNotice}), then progress (id {@code checkProgress}), summary (id {@code outcomeSummary})
 * and Cancel (id {@code cancelCheck}); the outcomes table (id {@code outcomes}) with a bar per outcome and a
 * race marker; the witness chooser below (ids {@code previousWitness}, {@code nextWitness}).
 * FX thread only.
 */
public class OutcomeView extends BorderPane {

    /** The most and the least pixels a share's bar (the largest share's) is drawn in ({@link #barPx()}). */
    private static final double BAR_WIDTH = 120;
    private static final double MIN_BAR_WIDTH = 40;
    /** The longest a share's bar is drawn now ({@link #barPx()}). */
    private double barPx = BAR_WIDTH;

    private final OutcomeViewModel model;
    private final Messages text;
    private final TableView<OutcomeRow> table = new TableView<>();
    private boolean syncing;
    /** The check's summary, whose font the table's cells share (presentation mode's size). */
    private Label summary;

    public OutcomeView(OutcomeViewModel model, Messages text) {
        this.model = model;
        this.text = text;
        createView();
        initListeners();
        table.getItems().setAll(model.rows());
    }

    private void createView() {
        setId("outcomePanel");
        getStyleClass().add("outcome-panel");
        ProgressIndicator progress = new ProgressIndicator();
        progress.setId("checkProgress");
        progress.setPrefSize(22, 22);
        progress.progressProperty().bind(model.progressProperty());
        progress.visibleProperty().bind(model.runningProperty());
        progress.managedProperty().bind(model.runningProperty());
        Label summary = new Label();
        summary.setId("outcomeSummary");
        summary.textProperty().bind(model.summaryProperty());
        summary.setMaxWidth(Double.MAX_VALUE);
        summary.setWrapText(true); // a limit or a cut path is named in full, not cut off by an ellipsis
        HBox.setHgrow(summary, Priority.ALWAYS);
        Button cancel = new Button(text.get("outcome.cancel"));
        cancel.setId("cancelCheck");
        cancel.setMinWidth(Region.USE_PREF_SIZE); // a long summary wraps; the button keeps its label
        cancel.disableProperty().bind(model.canCancelProperty().not());
        cancel.setOnAction(e -> model.requestCancel());
        HBox check = new HBox(8, progress, summary, cancel);
        // at the top: beside a long summary that scrolls, centred, it stood halfway down the text (session-91 audit)
        check.setAlignment(Pos.TOP_LEFT);
        Label run = new Label();
        run.setId("runFilterNotice");
        run.getStyleClass().add("run-filter-notice");
        run.setWrapText(true);
        run.setMaxWidth(Double.MAX_VALUE);
        run.textProperty().bind(model.runNoticeProperty());
        run.visibleProperty().bind(model.runNoticeProperty().isNotEmpty());
        run.managedProperty().bind(run.visibleProperty());
        VBox top = new VBox(4, run, check);
        top.setPadding(new Insets(4, 8, 4, 8));
        SummaryScroll summaryScroll = new SummaryScroll(top);
        table.getItems().addListener(
                (javafx.collections.ListChangeListener<OutcomeRow>) c -> summaryScroll.requestLayout());
        setTop(summaryScroll);
        this.summary = summary;

        table.setId("outcomes");
        Label empty = new Label();
        empty.setId("outcomesPlaceholder");
        empty.setWrapText(true);
        empty.textProperty().bind(model.placeholderProperty());
        table.setPlaceholder(empty);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        TableColumn<OutcomeRow, String> outcome = new TableColumn<>(text.get("outcome.outcome"));
        outcome.setCellValueFactory(d -> new ReadOnlyStringWrapper(d.getValue().text()));
        TableColumn<OutcomeRow, String> count = new TableColumn<>(text.get("outcome.executions"));
        count.setCellValueFactory(d -> new ReadOnlyStringWrapper(Integer.toString(d.getValue().executions())));
        TableColumn<OutcomeRow, OutcomeRow> bar = new TableColumn<>(text.get("outcome.histogram"));
        bar.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(d.getValue()));
        bar.setCellFactory(c -> new BarCell());
        EntryWidths entryWidths = new EntryWidths();
        outcome.setCellFactory(c -> new OutcomeCell(entryWidths));
        TableColumn<OutcomeRow, String> race = new TableColumn<>(text.get("outcome.race"));
        race.setCellValueFactory(d -> new ReadOnlyStringWrapper(OutcomeTable.raceText(d.getValue(), text)));
        table.getColumns().addAll(java.util.List.of(outcome, count, bar, race));
        setCenter(table);
        summary.fontProperty().addListener((obs, old, now) -> fitColumns());
        table.widthProperty().addListener((obs, old, now) -> fitColumns());

        Button previous = new Button("◀");
        previous.setId("previousWitness");
        previous.setOnAction(e -> model.previousWitness());
        previous.disableProperty().bind(model.witnessIndexProperty().lessThan(1));
        Button next = new Button("▶");
        next.setId("nextWitness");
        next.setOnAction(e -> model.nextWitness());
        next.disableProperty().bind(Bindings.createBooleanBinding(() -> model.selectedProperty().get() == null
                        || model.witnessIndexProperty().get() + 1 >= model.selectedProperty().get().witnesses().size(),
                model.selectedProperty(), model.witnessIndexProperty()));
        Label which = new Label();
        which.textProperty().bind(Bindings.createStringBinding(() -> model.selectedProperty().get() == null
                        || model.witnessIndexProperty().get() < 0 ? text.get("outcome.noWitness")
                        : text.get("outcome.witness", Integer.toString(model.witnessIndexProperty().get() + 1),
                        Integer.toString(model.selectedProperty().get().witnesses().size())),
                model.selectedProperty(), model.witnessIndexProperty()));
        HBox bottom = new HBox(6, previous, which, next);
        bottom.setAlignment(Pos.CENTER_LEFT);
        bottom.setPadding(new Insets(4, 8, 4, 8));
        setBottom(bottom);
    }

    private void initListeners() {
        model.rows().addListener((ListChangeListener<OutcomeRow>) c -> {
            syncing = true;
            table.getItems().setAll(model.rows());
            table.getSelectionModel().select(model.selectedProperty().get());
            syncing = false;
            fitColumns();
        });
        model.selectedProperty().addListener((obs, old, now) -> {
            syncing = true;
            table.getSelectionModel().select(now);
            syncing = false;
        });
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (!syncing && now != null) {
                model.select(now);
            }
        });
    }

    /**
     * Gives the columns their widths ({@link OutcomeColumns}) in the font the cells are drawn in: the count, share and
     * race columns their content's, the outcome's text the rest and never less than its widest entry.
     */
    private void fitColumns() {
        javafx.scene.text.Font font = summary.getFont();
        java.util.List<TableColumn<OutcomeRow, ?>> c = table.getColumns();
        double bar = barPx();
        OutcomeColumns.Widths w = OutcomeColumns.widths(table.getItems(), text, s -> OutcomeColumns.width(s, font),
                bar);
        boolean changed = bar != barPx || c.get(0).getMinWidth() != w.outcomeMin();
        c.get(0).setMinWidth(w.outcomeMin());
        for (int i = 1; i < c.size(); i++) {
            double px = i == 1 ? w.count() : i == 2 ? w.share() : w.race();
            changed |= c.get(i).getPrefWidth() != px;
            c.get(i).setMinWidth(px);
            c.get(i).setPrefWidth(px);
            c.get(i).setMaxWidth(px);
        }
        barPx = bar;
        if (changed) {
            // the rows take the heights of their text wrapped at the new widths
            table.refresh();
        }
    }

    /**
     * How long the largest share's bar is drawn: 15 % of the table's width, from {@link #MIN_BAR_WIDTH} to {@link
     * #BAR_WIDTH} (in a table of 800 px or more), so that in a narrow table the outcome's text keeps the room.
     */
    double barPx() {
        return Math.max(MIN_BAR_WIDTH, Math.min(BAR_WIDTH, Math.floor(table.getWidth() * 0.15)));
    }

    /**
     * The summary above the table, scrolling where it would take more than {@link #SUMMARY_SHARE} of the pane: a
     * long summary at 1024×768 in presentation mode left the table room for half a row.
     */
    private final class SummaryScroll extends javafx.scene.control.ScrollPane {
        SummaryScroll(javafx.scene.Node content) {
            super(content);
            setId("outcomeSummaryScroll");
            setFitToWidth(true);
            setHbarPolicy(ScrollBarPolicy.NEVER);
            getStyleClass().add("edge-to-edge");
        }

        @Override
        protected double computePrefHeight(double width) {
            double all = super.computePrefHeight(width);
            // a table with no outcome to list leaves the summary (a verdict of several lines) its room
            double share = table.getItems().isEmpty() ? SUMMARY_SHARE_NO_ROWS : SUMMARY_SHARE;
            return OutcomeView.this.getHeight() > 0 ? Math.min(all, OutcomeView.this.getHeight() * share) : all;
        }
    }

    /** The most of the pane's height the summary takes before it scrolls. */
    static final double SUMMARY_SHARE = 0.35;
    /**
     * The most it takes while the table lists no outcome ("No allowed outcome."): an endless spin's verdict of five
     * lines scrolled in 80 px above an empty table (the session-84 audit).
     */
    static final double SUMMARY_SHARE_NO_ROWS = 0.7;

    /**
     * An outcome's text, wrapped in its column: on a projector the outcomes were cut at their second value
     * ("T1:seen=1, data=42, fl…"), hiding the register that tells two outcomes apart (the teacher audit).
     */
    private static final class OutcomeCell extends TableCell<OutcomeRow, String> {
        private final Tooltip tip = new Tooltip();
        /**
         * The text in lines broken between its entries at the column's width ({@link OutcomeColumns#lines}), drawn
         * unwrapped: a Text reports the height its lines need, so the row grows.
         */
        private final javafx.scene.text.Text shown = new javafx.scene.text.Text();
        private String item;
        /** The widths of entries, shared by the column's cells (cleared per item, scrolling measured them again). */
        private final EntryWidths widths;

        OutcomeCell(EntryWidths widths) {
            this.widths = widths;
            tip.setWrapText(true);
            tip.setMaxWidth(600);
            shown.setId("outcomeText");
            shown.getStyleClass().add("outcome-text");
            // the column's width, which the table sets before it asks the rows their heights (the cell's lags)
            javafx.beans.value.ChangeListener<Number> resized = (obs, old, now) -> breakLines();
            tableColumnProperty().addListener((obs, old, now) -> {
                if (old != null) {
                    old.widthProperty().removeListener(resized);
                }
                if (now != null) {
                    now.widthProperty().addListener(resized);
                }
                breakLines();
            });
            // the cell's own text colour (theme, selection) and font (presentation mode's size)
            shown.fillProperty().bind(textFillProperty());
            shown.fontProperty().bind(fontProperty());
            shown.fontProperty().addListener((obs, old, now) -> breakLines());
            setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
            setPrefHeight(javafx.scene.control.Control.USE_COMPUTED_SIZE);
        }

        /** The height of the text's lines at the column's width now, so that the row grows to all of them. */
        @Override
        protected double computePrefHeight(double width) {
            if (getGraphic() == null) {
                return super.computePrefHeight(width);
            }
            return snapSizeY(shown.prefHeight(-1)) + snappedTopInset() + snappedBottomInset();
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            this.item = empty ? null : item;
            breakLines();
            setGraphic(this.item == null ? null : shown);
            tip.setText(this.item == null ? "" : this.item);
            setTooltip(this.item == null ? null : tip);
        }

        /** Shows {@link #item} in lines that break only between its entries at the column's width. */
        private void breakLines() {
            if (item == null) {
                shown.setText("");
                return;
            }
            javafx.scene.text.Font font = shown.getFont();
            double width = getTableColumn() == null ? Double.MAX_VALUE
                    : getTableColumn().getWidth() - OutcomeColumns.WRAP_PX;
            String lines = OutcomeColumns.lines(item, width,
                    s -> widths.of(s, font));
            if (!lines.equals(shown.getText())) {
                shown.setText(lines);
                requestLayout();
            }
        }
    }

    /** A bar whose length is the outcome's share of executions (style class {@code outcome-bar}). */
    private final class BarCell extends TableCell<OutcomeRow, OutcomeRow> {
        private final Region bar = new Region();

        BarCell() {
            bar.getStyleClass().add("outcome-bar");
            bar.setMinHeight(10);
            bar.setMaxHeight(10);
        }

        @Override
        protected void updateItem(OutcomeRow row, boolean empty) {
            super.updateItem(row, empty);
            if (empty || row == null) {
                setGraphic(null);
                return;
            }
            bar.setPrefWidth(Math.max(2, barPx * row.share()));
            bar.setMaxWidth(bar.getPrefWidth());
            bar.getStyleClass().removeAll("racy", "racy-outside");
            String style = OutcomeTable.barStyle(row);
            if (style != null) {
                bar.getStyleClass().add(style);
            }
            setGraphic(bar);
        }
    }

    /**
     * The widths of outcome entries in the font they were measured in, shared by the outcome column's cells: each cell
     * kept its own and cleared it whenever it was given another row, so scrolling measured every entry again with a new
     * Text node. Bounded (the least recently used go first): a check may have 65,536 outcomes. FX thread only.
     */
    private static final class EntryWidths {
        private static final int KEPT = 4096;
        private final java.util.Map<String, Double> widths = new java.util.LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(java.util.Map.Entry<String, Double> eldest) {
                return size() > KEPT;
            }
        };
        private javafx.scene.text.Font measuredIn;

        double of(String entry, javafx.scene.text.Font font) {
            if (!font.equals(measuredIn)) {
                widths.clear();
                measuredIn = font;
            }
            return widths.computeIfAbsent(entry, k -> OutcomeColumns.width(k, font));
        }
    }
}
