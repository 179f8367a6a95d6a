package dev.syncscope.views.graph;

import javafx.scene.text.Text;
import javafx.scene.text.TextBoundsType;
import org.graphstream.ui.graphicGraph.stylesheet.StyleConstants;
import org.graphstream.ui.javafx.util.FontCache;

import java.util.HashMap;
import java.util.Map;

/**
 * The sizes in pixels of graph labels in the font GraphStream draws them with ({@link FontCache}: the stylesheet's
 * {@code text-font}, {@code text-style} and whole-point {@code text-size}), remembered per label and font: the
 * width of the text and the height of its ink (a Japanese label stands taller than a Latin one of the same size).
 * FX thread only.
 */
final class LabelSizes {

    /** Sizes remembered before the memo is dropped (a long run's labels change). */
    private static final int MOST = 4096;

    private final Map<String, double[]> sizes = new HashMap<>();
    private final Text text = new Text();

    LabelSizes() {
        text.setBoundsType(TextBoundsType.VISUAL);
    }

    /** {width, ink height} of {@code label} in that font. */
    double[] size(String label, String family, StyleConstants.TextStyle style, int size) {
        String key = family + '\u0000' + style + '\u0000' + size + '\u0000' + label;
        double[] known = sizes.get(key);
        if (known != null) {
            return known;
        }
        if (sizes.size() >= MOST) {
            sizes.clear();
        }
        text.setFont(FontCache.getFont(family, style, size));
        text.setText(label);
        double[] measured = {text.getLayoutBounds().getWidth(), text.getLayoutBounds().getHeight()};
        sizes.put(key, measured);
        return measured;
    }
}
