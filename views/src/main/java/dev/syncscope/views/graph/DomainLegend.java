package dev.syncscope.views.graph;

import dev.syncscope.views.i18n.Messages;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;

import java.util.ArrayList;
import java.util.List;

/**
 * The memory-domain graph's legend: what its colours say about the write shown — a domain it is available in (blue
 * box), an invocation it is visible to (green circle), its writer (red circle) and, while a read is explained, the
 * reader (dashed ring) — each sample drawn in the colour the graph's stylesheet gives that node class in the theme
 * shown. Each entry has the style class {@code legend-entry}. Without it the graph's colours were not said anywhere
 * in the window (the session-66 review). A pure function of its inputs.
 */
final class DomainLegend {

    /** Pixels of a sample's side. */
    private static final double SAMPLE_PX = 12;

    private DomainLegend() {
    }

    /** The entries, in the stylesheet {@code css}'s colours; the reader's only when {@code reader}. */
    static List<Node> entries(String css, boolean reader, Messages text) {
        List<Node> out = new ArrayList<>();
        Rectangle box = new Rectangle(SAMPLE_PX, SAMPLE_PX);
        box.setArcWidth(4);
        box.setArcHeight(4);
        out.add(entry(box, fill(css, "available", "#4477aa"), text.get("domain.legend.available"), css));
        out.add(entry(new Circle(SAMPLE_PX / 2), fill(css, "visible", "#228833"), text.get("domain.legend.visible"), css));
        out.add(entry(new Circle(SAMPLE_PX / 2), fill(css, "writer", "#ee6677"), text.get("domain.legend.writer"), css));
        if (reader) {
            Circle ring = new Circle(SAMPLE_PX / 2);
            ring.setFill(Color.TRANSPARENT);
            ring.setStroke(Color.web(property(css, "reader", "stroke-color", "#aa3377")));
            ring.setStrokeWidth(2);
            ring.getStrokeDashArray().setAll(3.0, 2.0);
            Label e = new Label(text.get("domain.legend.reader"), ring);
            e.getStyleClass().add("legend-entry");
            out.add(e);
        }
        return out;
    }

    private static Label entry(Shape sample, Color fill, String words, String css) {
        sample.setFill(fill);
        // the nodes' outline, as the stylesheet draws it in the theme shown
        String outline = GraphStyles.property(css, "node", "stroke-color");
        sample.setStroke(Color.web(outline == null ? "#333333" : outline));
        sample.setStrokeWidth(0.8);
        Label e = new Label(words, sample);
        e.getStyleClass().add("legend-entry");
        return e;
    }

    private static Color fill(String css, String cls, String fallback) {
        return Color.web(property(css, cls, "fill-color", fallback));
    }

    /** The value of {@code property} in the stylesheet's rule for nodes of class {@code cls}, else {@code fallback}. */
    static String property(String css, String cls, String property, String fallback) {
        String value = GraphStyles.property(css, "node." + cls, property);
        return value == null ? fallback : value;
    }
}
