package dev.syncscope.views.graph;

import javafx.scene.text.Text;
import org.graphstream.ui.graphicGraph.stylesheet.StyleConstants;
import org.graphstream.ui.javafx.util.FontCache;

import java.util.HashMap;
import java.util.Map;

/**
 * The widths in pixels of graph labels in the font GraphStream draws them with ({@link FontCache}: the stylesheet's
 * {@code text-font}, {@code text-style} and whole-point {@code text-size}), remembered per label and font. FX thread
 * only.
 */
final class LabelWidths {

    /** Widths remembered before the memo is dropped (a long run's labels change). */
    private static final int MOST = 4096;

    private final Map<String, Double> widths = new HashMap<>();
    private final Text text = new Text();

    double width(String label, String family, StyleConstants.TextStyle style, int size) {
        String key = family + '\u0000' + style + '\u0000' + size + '\u0000' + label;
        Double known = widths.get(key);
        if (known != null) {
            return known;
        }
        if (widths.size() >= MOST) {
            widths.clear();
        }
        text.setFont(FontCache.getFont(family, style, size));
        text.setText(label);
        double w = text.getLayoutBounds().getWidth();
        widths.put(key, w);
        return w;
    }
}
