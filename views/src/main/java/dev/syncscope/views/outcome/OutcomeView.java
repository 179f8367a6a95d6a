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

    private static final double BAR_WIDTH = 120;

    private final OutcomeViewModel model;
    private final Messages text;
    private final TableView<OutcomeRow> table = new TableView<>();
    private boolean syncing;

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
        check.setAlignment(Pos.CENTER_LEFT);
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
        setTop(top);

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
        count.setMaxWidth(110);
        TableColumn<OutcomeRow, OutcomeRow> bar = new TableColumn<>(text.get("outcome.histogram"));
        bar.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(d.getValue()));
        bar.setCellFactory(c -> new BarCell());
        bar.setMinWidth(BAR_WIDTH + 16);
        bar.setMaxWidth(BAR_WIDTH + 40); // the outcome's text gets the rest of the width
        outcome.setCellFactory(c -> new OutcomeCell());
        TableColumn<OutcomeRow, String> race = new TableColumn<>(text.get("outcome.race"));
        race.setCellValueFactory(d -> new ReadOnlyStringWrapper(OutcomeTable.raceText(d.getValue(), text)));
        race.setMaxWidth(240); // "racy, outside the test's question"
        race.setPrefWidth(200);
        table.getColumns().addAll(java.util.List.of(outcome, count, bar, race));
        setCenter(table);

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

    /** A bar whose length is the outcome's share of executions (style class {@code outcome-bar}). */
    /** The outcome's text, clipped with an ellipsis to the column; the tooltip shows all of it, wrapped. */
    /**
     * An outcome's text, wrapped in its column: on a projector the outcomes were cut at their second value
     * ("T1:seen=1, data=42, fl…"), hiding the register that tells two outcomes apart (the teacher audit).
     */
    private static final class OutcomeCell extends TableCell<OutcomeRow, String> {
        private final Tooltip tip = new Tooltip();
        /** The text, wrapped at the column's width: a Text reports the height its lines need, so the row grows. */
        private final javafx.scene.text.Text shown = new javafx.scene.text.Text();

        OutcomeCell() {
            tip.setWrapText(true);
            tip.setMaxWidth(600);
            shown.setId("outcomeText");
            shown.getStyleClass().add("outcome-text");
            shown.wrappingWidthProperty().bind(widthProperty().subtract(12));
            // the cell's own text colour (theme, selection) and font (presentation mode's size)
            shown.fillProperty().bind(textFillProperty());
            shown.fontProperty().bind(fontProperty());
            setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
            setPrefHeight(javafx.scene.control.Control.USE_COMPUTED_SIZE);
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            shown.setText(empty || item == null ? "" : item);
            setGraphic(empty || item == null ? null : shown);
            tip.setText(empty || item == null ? "" : item);
            setTooltip(empty || item == null ? null : tip);
        }
    }

    private static final class BarCell extends TableCell<OutcomeRow, OutcomeRow> {
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
            bar.setPrefWidth(Math.max(2, BAR_WIDTH * row.share()));
            bar.setMaxWidth(bar.getPrefWidth());
            bar.getStyleClass().removeAll("racy", "racy-outside");
            String style = OutcomeTable.barStyle(row);
            if (style != null) {
                bar.getStyleClass().add(style);
            }
            setGraphic(bar);
        }
    }
}
