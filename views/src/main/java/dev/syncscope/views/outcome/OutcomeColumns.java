package dev.syncscope.views.outcome;

import dev.syncscope.views.i18n.Messages;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The widths of the outcomes table's columns: the count, share and race columns as wide as their titles and values,
 * the outcome's text the rest of the table, never narrower than its widest entry ({@code T0:param=2147483651}), so
 * that the text wraps between entries and never inside a number or a name. At 1024×768 in presentation mode the
 * outcome column was the narrowest (its title "Outco…") while the share column took 160 px for a 120 px bar. Widths
 * are measured by a given function (the cells' font). A pure function. Immutable.
 */
final class OutcomeColumns {

    /** Pixels a cell adds around its content: its padding and, in the title, room for the sort arrow. */
    static final double CELL_PX = 24;
    /** Pixels the outcome cell keeps between its wrapped text and its edges ({@code OutcomeView.OutcomeCell}). */
    static final double WRAP_PX = 12;

    /** The least width of the outcome column and the widths of the other three, in pixels. */
    record Widths(double outcomeMin, double count, double share, double race) {
    }

    private OutcomeColumns() {
    }

    /**
     * The widths for {@code rows}, titles in {@code text}'s language, a share's bar {@code barPx} at its longest;
     * {@code width} measures a text.
     */
    static Widths widths(List<OutcomeRow> rows, Messages text, ToDoubleFunction<String> width, double barPx) {
        double entry = width.applyAsDouble(text.get("outcome.outcome"));
        double count = width.applyAsDouble(text.get("outcome.executions"));
        double race = width.applyAsDouble(text.get("outcome.race"));
        for (OutcomeRow r : rows) {
            count = Math.max(count, width.applyAsDouble(Integer.toString(r.executions())));
            race = Math.max(race, width.applyAsDouble(OutcomeTable.raceText(r, text)));
            for (String e : entries(r.text())) {
                entry = Math.max(entry, width.applyAsDouble(e));
            }
        }
        double share = Math.max(barPx, width.applyAsDouble(text.get("outcome.histogram")));
        return new Widths(entry + WRAP_PX + CELL_PX, count + CELL_PX, share + CELL_PX, race + CELL_PX);
    }

    /** The entries of an outcome's text ({@code a=1, b=2}), each with the comma that ends it on its line. */
    static List<String> entries(String outcome) {
        String[] parts = outcome.split(", ");
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            out.add(i + 1 < parts.length ? parts[i] + "," : parts[i]);
        }
        return out;
    }

    /**
     * {@code outcome}'s text in lines of at most {@code width} pixels as {@code measure} measures a text, broken only
     * between its entries (after the comma that ends one), each line but the last ending in its comma: the cell draws
     * these lines as they are, unwrapped. JavaFX's own wrapping broke {@code r[11]=5} after {@code r[11]} and {@code
     * r[22]=1} after {@code r} in a Japanese window (audit 52 L7), where the text's other words are Japanese. An entry
     * wider than {@code width} on its own (a note in words, such as the locals left out) breaks between its words.
     */
    static String lines(String outcome, double width, ToDoubleFunction<String> measure) {
        double space = measure.applyAsDouble(" ");
        StringBuilder out = new StringBuilder();
        double line = -1;
        for (String entry : entries(outcome)) {
            List<String> pieces = measure.applyAsDouble(entry) <= width || !entry.contains(" ") ? List.of(entry)
                    : List.of(entry.split(" "));
            for (String piece : pieces) {
                double w = measure.applyAsDouble(piece);
                if (line < 0) {
                    line = w;
                } else if (line + space + w <= width) {
                    out.append(' ');
                    line += space + w;
                } else {
                    out.append('\n');
                    line = w;
                }
                out.append(piece);
            }
        }
        return out.toString();
    }

    /** The width of {@code s} drawn in {@code font}, in pixels. */
    static double width(String s, Font font) {
        Text t = new Text(s);
        t.setFont(font);
        return t.getLayoutBounds().getWidth();
    }
}
