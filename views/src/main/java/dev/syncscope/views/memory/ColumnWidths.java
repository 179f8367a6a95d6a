package dev.syncscope.views.memory;

import javafx.application.Platform;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A memory table's columns as wide as their words, as a spreadsheet keeps them: each column at least as wide as its
 * title's widest word (the title wraps between its words: {@link ColumnTitle}) and as its cells' text (a cell of more
 * than {@link #WHOLE_EM} ems keeps its widest word, the rest ends in "…" at a word and shows whole in its tooltip). While
 * the table is wide enough for all of them the columns share its width; in a narrower one (1024×768, presentation mode,
 * Japanese) each keeps the width its words need and the table scrolls sideways, rather than split a word ("Write r")
 * or cut a title ("Newest v…"). FX thread only.
 *
 * @param <S> the table's rows
 */
final class ColumnWidths<S> {

    /** Pixels the column header adds around its title (its label's padding and the header's border). */
    static final double HEADER_PX = 10;
    /** Pixels a cell adds around its text when no cell is shown yet to ask (modena: 2 px each side, a border). */
    private static final double CELL_PX = 6;
    /** Cells up to this many ems wide are kept whole; longer ones (lists of domains or invocations) keep their words. */
    static final double WHOLE_EM = 12;
    /** Distinct cell texts whose widths are kept before they are measured afresh (a bound on the memo). */
    private static final int TEXTS_KEPT = 1 << 18;

    private final TableView<S> table;
    private final List<ColumnTitle> titles = new ArrayList<>();
    private final List<Function<S, String>> texts;
    private final Text measure = new Text();
    /** Widths of cell texts measured in {@link #measured}'s font: a table is refilled at every frame of a run. */
    private final java.util.Map<String, Double> widths = new java.util.HashMap<>();
    /**
     * The kept width of each column's text for the rows of the last fit, by the row's identity: rows are immutable,
     * and a table refilled at each frame of a run holds mostly the same rows ({@link MemoryTables} keeps a location's
     * row while its view and reads are the same), so only new rows are asked for their text (65,536 locations: every
     * text of every row asked and looked up was 75–125 ms of the FX thread a frame).
     */
    private Map<S, double[]> rowWidths = new IdentityHashMap<>();
    private Font measured;
    private boolean pending;
    /** The header's height and, while the columns scroll sideways, the scroll bar's. */
    private final DoubleProperty chrome = new SimpleDoubleProperty();

    private ColumnWidths(TableView<S> table, List<Function<S, String>> texts) {
        this.table = table;
        this.texts = List.copyOf(texts);
    }

    /**
     * Titles each of {@code table}'s columns with its text, wrapped between words (the column's own text is left
     * empty), and keeps each column as wide as its words, {@code texts} giving each column's text of a row, in
     * column order.
     */
    static <S> ColumnWidths<S> fit(TableView<S> table, List<Function<S, String>> texts) {
        ColumnWidths<S> widths = new ColumnWidths<>(table, texts);
        for (TableColumn<S, ?> column : table.getColumns()) {
            ColumnTitle label = new ColumnTitle(column.getText());
            column.setText(null);
            column.setGraphic(label);
            label.prefWidthProperty().bind(column.widthProperty().subtract(HEADER_PX));
            label.fontProperty().addListener((obs, old, now) -> widths.later());
            widths.titles.add(label);
        }
        table.widthProperty().addListener((obs, old, now) -> widths.later());
        table.getItems().addListener((ListChangeListener<S>) c -> widths.later());
        table.itemsProperty().addListener((obs, old, now) -> widths.later());
        table.skinProperty().addListener((obs, old, now) -> widths.followChrome());
        widths.followChrome();
        widths.apply();
        return widths;
    }

    /**
     * The height the table adds to its rows: its header, as high as its wrapped titles, and the sideways scroll bar
     * while it is shown (a table as high as its rows needs them both, or its last row is hidden).
     */
    ReadOnlyDoubleProperty chromeHeight() {
        return chrome;
    }

    /** Follows the header's height and the sideways scroll bar's visibility, once the table has its skin. */
    private void followChrome() {
        Node header = table.lookup(".column-header-background");
        if (header instanceof Region r) {
            r.heightProperty().addListener((obs, old, now) -> updateChrome());
        }
        for (Node n : table.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL) {
                bar.visibleProperty().addListener((obs, old, now) -> updateChrome());
                bar.heightProperty().addListener((obs, old, now) -> updateChrome());
            }
        }
        updateChrome();
    }

    private void updateChrome() {
        double height = 0;
        if (table.lookup(".column-header-background") instanceof Region r) {
            height = r.getHeight();
        }
        for (Node n : table.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL && bar.isVisible()) {
                height += bar.getHeight();
            }
        }
        chrome.set(height);
    }

    /** Fits the columns after the pulse that styles and lays out the cells (their font is the one to measure in). */
    private void later() {
        if (!pending) {
            pending = true;
            Platform.runLater(this::apply);
        }
    }

    /** Sets each column's least width; constrained to the table's width while they fit, else scrolling sideways. */
    void apply() {
        pending = false;
        TableCell<?, ?> cell = shownCell();
        Font cellFont = cell != null ? cell.getFont() : titles.isEmpty() ? Font.getDefault() : titles.get(0).getFont();
        double cellPx = cell != null ? cell.snappedLeftInset() + cell.snappedRightInset() + 1 : CELL_PX;
        double[] need = new double[titles.size()];
        double[] cells = cellWidths(cellFont);
        double all = 0;
        for (int i = 0; i < need.length; i++) {
            need[i] = Math.max(titles.get(i).widestWord() + HEADER_PX, (i < cells.length ? cells[i] : 0) + cellPx);
            all += need[i];
        }
        boolean fits = all <= room();
        for (int i = 0; i < need.length; i++) {
            TableColumn<S, ?> column = table.getColumns().get(i);
            column.setMinWidth(need[i]);
            if (!fits && column.getWidth() != need[i]) {
                // the width follows the preferred width when it changes; it may already hold need[i] from before
                column.setPrefWidth(need[i] + 1);
                column.setPrefWidth(need[i]);
            }
        }
        table.setColumnResizePolicy(fits ? TableView.CONSTRAINED_RESIZE_POLICY : TableView.UNCONSTRAINED_RESIZE_POLICY);
    }

    /** The widest text each column has to keep whole in {@code font}: short cells whole, long ones a word. */
    private double[] cellWidths(Font font) {
        if (!font.equals(measured)) {
            widths.clear();
            rowWidths.clear();
            measured = font;
        }
        if (widths.size() > TEXTS_KEPT) {
            widths.clear();
        }
        double whole = WHOLE_EM * font.getSize();
        double[] widest = new double[texts.size()];
        Map<S, double[]> now = new IdentityHashMap<>(2 * table.getItems().size());
        for (S row : table.getItems()) {
            double[] kept = rowWidths.get(row);
            if (kept == null) {
                kept = new double[texts.size()];
                for (int i = 0; i < kept.length; i++) {
                    String text = texts.get(i).apply(row);
                    kept[i] = text == null || text.isEmpty() ? 0
                            : widths.computeIfAbsent(text, t -> kept(t, font, whole));
                }
            }
            now.put(row, kept);
            for (int i = 0; i < kept.length; i++) {
                widest[i] = Math.max(widest[i], kept[i]);
            }
        }
        rowWidths = now;
        return widest;
    }

    /** The width of {@code text} in {@code font} if at most {@code whole}, else of its widest word and "…". */
    private double kept(String text, Font font, double whole) {
        measure.setFont(font);
        measure.setText(text);
        double w = Math.ceil(measure.getLayoutBounds().getWidth()) + 1;
        if (w <= whole) {
            return w;
        }
        measure.setText("…");
        double ellipsis = measure.getLayoutBounds().getWidth();
        return ColumnTitle.widestWord(text, font, measure) + Math.ceil(ellipsis);
    }

    /** The width the columns can share: the table's less its insets and a vertical scroll bar shown. */
    private double room() {
        double room = table.getWidth() - table.snappedLeftInset() - table.snappedRightInset();
        for (Node n : table.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.VERTICAL && bar.isVisible()) {
                room -= bar.getWidth();
            }
        }
        return room;
    }

    /** A cell of a row the table shows, for the font and padding cells are drawn with; null before any is shown. */
    private TableCell<?, ?> shownCell() {
        for (Node n : table.lookupAll(".table-cell")) {
            if (n instanceof TableCell<?, ?> c && !c.isEmpty() && c.getFont() != null) {
                return c;
            }
        }
        return null;
    }
}
