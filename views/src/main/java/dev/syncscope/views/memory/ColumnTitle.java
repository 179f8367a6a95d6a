package dev.syncscope.views.memory;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A table column's title that wraps onto more lines rather than end in an ellipsis, with the whole title as its
 * tooltip: the header is as high as the wrapped title, and the column as wide as the title's widest word where the
 * table has room ({@link #wrapAll}). In presentation mode's larger text the write history's "Available in" and "Visible to", the
 * columns the lesson is about, showed as "Avail…" and "Visib…" (the teacher audit). FX thread only.
 */
final class ColumnTitle extends Label {

    /** Pixels the column header adds around its title (its label's padding and the header's border). */
    private static final double HEADER_PX = 10;

    private final Text measure = new Text();

    private ColumnTitle(String title) {
        super(title);
        getStyleClass().add("column-title");
        setWrapText(true);
        setTextAlignment(TextAlignment.CENTER);
        setAlignment(Pos.CENTER);
        setTooltip(new Tooltip(title));
    }

    /**
     * Titles each of {@code table}'s columns with its text, wrapped in the column's width (the column's own text is left
     * empty). Each column is kept as wide as its title's widest word in the font in use while the table is wide enough
     * for all of them; in a narrower table only the columns {@code whole} are, the others' words wrapping where they
     * must.
     */
    static void wrapAll(TableView<?> table, Set<Integer> whole) {
        List<ColumnTitle> titles = new ArrayList<>();
        for (TableColumn<?, ?> column : table.getColumns()) {
            ColumnTitle label = new ColumnTitle(column.getText());
            column.setText(null);
            column.setGraphic(label);
            label.prefWidthProperty().bind(column.widthProperty().subtract(HEADER_PX));
            titles.add(label);
        }
        Runnable widths = () -> {
            double all = titles.stream().mapToDouble(t -> t.widestWord() + HEADER_PX).sum();
            boolean room = all <= table.getWidth() - table.snappedLeftInset() - table.snappedRightInset();
            for (int i = 0; i < titles.size(); i++) {
                table.getColumns().get(i).setMinWidth(room || whole.contains(i) ? titles.get(i).widestWord() + HEADER_PX
                        : HEADER_PX);
            }
        };
        titles.forEach(t -> t.fontProperty().addListener((obs, old, now) -> widths.run()));
        table.widthProperty().addListener((obs, old, now) -> widths.run());
        widths.run();
    }

    /** The width of the title's widest unbreakable run in its font (a Japanese title breaks between its characters). */
    double widestWord() {
        String text = getText();
        Font font = getFont();
        measure.setFont(font);
        BreakIterator lines = BreakIterator.getLineInstance();
        lines.setText(text);
        double widest = 0;
        for (int start = lines.first(), end = lines.next(); end != BreakIterator.DONE; start = end, end = lines.next()) {
            measure.setText(text.substring(start, end).strip());
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
