package dev.syncscope.views.source;

import dev.syncscope.views.i18n.Messages;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.beans.value.WeakChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;

import java.util.Objects;

/**
 * The gutter of one source line (id {@code gutter-N}): breakpoint dot (click to toggle), line
 * number, error or warning glyph and program-counter marker. It updates its labels in place when
 * {@code changes} fires, and changes only what differs: replacing the cell would make the code area
 * lay the line out again in the next pulse, and that pulse's no-op change repaints the whole window
 * (JavaFX repaints everything when a pulse has changed nodes but no dirty region). Listens weakly,
 * so a cell the area discards is collected. FX thread only.
 */
final class GutterCell extends HBox {

    private final SourceViewModel model;
    private final Messages text;
    private final int line;
    private final Label dot = new Label();
    private final Label error = new Label();
    private final Label pc = new Label();
    private final ChangeListener<Object> refresh = (obs, old, now) -> refresh();
    private Tooltip errorTip;
    private Tooltip pcTip;

    GutterCell(SourceViewModel model, Messages text, int line, int digits, ObservableValue<?> changes) {
        super(2);
        this.model = model;
        this.text = text;
        this.line = line;
        dot.getStyleClass().add("breakpoint");
        Label number = new Label(String.format("%" + digits + "d", line));
        number.getStyleClass().add("lineno");
        error.getStyleClass().add("error-glyph");
        pc.getStyleClass().add("pc-marker");
        getChildren().addAll(dot, number, error, pc);
        setId("gutter-" + line);
        getStyleClass().add("source-gutter");
        setAlignment(Pos.CENTER_LEFT);
        Tooltip.install(dot, new Tooltip(text.get("source.toggleBreakpoint")));
        setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY) {
                model.toggleBreakpoint(line);
            }
        });
        changes.addListener(new WeakChangeListener<>(refresh));
        refresh();
    }

    /** Brings the labels up to the model's breakpoints, errors and markers. */
    void refresh() {
        dot.setText(model.breakpoints().contains(line) ? "●" : " ");
        String message = model.errorAt(line);
        boolean isError = message != null && model.hasErrorAt(line);
        error.setText(message == null ? "" : isError ? "✖" : "⚠");
        mark(error, message != null && !isError ? "warning" : null, "warning");
        errorTip = tooltip(error, errorTip, message);
        LineMarker marker = model.markersProperty().get().get(line);
        pc.setText(marker == null ? "" : marker.glyph());
        mark(pc, marker == null ? null : marker.focused() ? "focused" : "others", "focused", "others");
        pcTip = tooltip(pc, pcTip, marker == null ? null : marker.tooltip(text));
    }

    /** Gives {@code label} the style class {@code wanted} (none when null) out of {@code choices}. */
    private static void mark(Label label, String wanted, String... choices) {
        for (String choice : choices) {
            if (!choice.equals(wanted)) {
                label.getStyleClass().remove(choice);
            }
        }
        if (wanted != null && !label.getStyleClass().contains(wanted)) {
            label.getStyleClass().add(wanted);
        }
    }

    /**
     * Shows {@code words} as the label's tooltip (none when null), keeping one tooltip per label: a
     * tooltip is a popup window with its own scene, too costly to make whenever a marker moves.
     */
    private static Tooltip tooltip(Label label, Tooltip tip, String words) {
        if (words == null) {
            if (label.getTooltip() != null) {
                label.setTooltip(null);
            }
            return tip;
        }
        Tooltip shown = tip == null ? new Tooltip() : tip;
        if (!Objects.equals(shown.getText(), words)) {
            shown.setText(words);
        }
        if (label.getTooltip() != shown) {
            label.setTooltip(shown);
        }
        return shown;
    }
}
