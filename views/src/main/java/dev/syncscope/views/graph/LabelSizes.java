package dev.syncscope.views.graph;

import javafx.scene.text.Text;
import javafx.scene.text.TextBoundsType;
import org.graphstream.ui.graphicGraph.stylesheet.StyleConstants;
import org.graphstream.ui.javafx.util.FontCache;

import java.util.HashMap;
import java.util.Map;

/**
 * The sizes in pixels of graph labels, remembered per label and font: in the font GraphStream draws them with
 * ({@link FontCache}: the stylesheet's {@code text-font}, {@code text-style} and whole-point {@code text-size}), and
 * as GraphStream measures them to place them (JavaFX's default font, whatever the stylesheet says: gs-ui-javafx 2.0
 * {@code FxTextBox} measures a bare {@code new Text(label)}). A Japanese label stands taller than a Latin one of the
 * same size, and in presentation mode the drawn text is wider than the measured one. FX thread only.
 */
final class LabelSizes {

    /** Sizes remembered before the memo is dropped (a long run's labels change). */
    private static final int MOST = 4096;

    /**
     * A label's metrics in pixels: the advance width of its text as drawn; the top and bottom of its ink relative to
     * its baseline (negative: above), taken over the label and a tall and a descending Latin letter so that labels
     * of one row share a baseline; and its logical width and height in the default font, as GraphStream places it.
     */
    record Metrics(double width, double inkTop, double inkBottom, double placedWidth, double placedHeight) {
        /** The ink's height. */
        double height() {
            return inkBottom - inkTop;
        }
    }

    private final Map<String, Metrics> sizes = new HashMap<>();
    private final Text text = new Text();
    private final Text ink = new Text();
    private final Text placed = new Text();

    LabelSizes() {
        text.setBoundsType(TextBoundsType.LOGICAL);
        ink.setBoundsType(TextBoundsType.VISUAL);
        placed.setBoundsType(TextBoundsType.LOGICAL);
    }

    /** The metrics of {@code label} drawn in that font. */
    Metrics metrics(String label, String family, StyleConstants.TextStyle style, int size) {
        String key = family + '\u0000' + style + '\u0000' + size + '\u0000' + label;
        Metrics known = sizes.get(key);
        if (known != null) {
            return known;
        }
        if (sizes.size() >= MOST) {
            sizes.clear();
        }
        text.setFont(FontCache.getFont(family, style, size));
        text.setText(label);
        ink.setFont(text.getFont());
        ink.setText("Hy" + label);
        placed.setText(label);
        Metrics measured = new Metrics(text.getLayoutBounds().getWidth(), ink.getLayoutBounds().getMinY(),
                ink.getLayoutBounds().getMaxY(), placed.getLayoutBounds().getWidth(),
                placed.getLayoutBounds().getHeight());
        sizes.put(key, measured);
        return measured;
    }
}
