package dev.syncscope.views.memory;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * A table column's title that wraps between its words rather than end in an ellipsis, with the whole title as its
 * tooltip: the header is as high as the wrapped title, and {@link ColumnWidths} keeps the column as wide as the title's
 * widest word, so that no word is split. In presentation mode's larger text the write history's "Available in" and
 * "Visible to", the columns the lesson is about, showed as "Avail…" and "Visib…" (the teacher audit), and at 1024×768
 * "Writer" wrapped as "Write r". FX thread only.
 */
final class ColumnTitle extends Label {

    private final Text measure = new Text();

    ColumnTitle(String title) {
        super(title);
        getStyleClass().add("column-title");
        setWrapText(true);
        setTextAlignment(TextAlignment.CENTER);
        setAlignment(Pos.CENTER);
        setTooltip(new Tooltip(title));
    }

    /**
     * The width of the title's widest word in its font: its widest run between spaces, so that a Japanese title, written
     * without spaces ("アトミック", "可用なドメイン"), stays on one line rather than break inside a word.
     */
    double widestWord() {
        return widestWord(getText(), getFont(), measure);
    }

    /** The width of the widest run between spaces of {@code text} in {@code font}, rounded up, one pixel to spare. */
    static double widestWord(String text, Font font, Text measure) {
        measure.setFont(font);
        double widest = 0;
        for (String word : text.strip().split("\\s+")) {
            measure.setText(word);
            widest = Math.max(widest, measure.getLayoutBounds().getWidth());
        }
        return Math.ceil(widest) + 1;
    }

    /** As high as the title wrapped in its width (the header grows with it). */
    @Override
    protected double computePrefHeight(double width) {
        double w = width > 0 ? width : getPrefWidth();
        return super.computePrefHeight(w > 0 ? w : -1);
    }
}
