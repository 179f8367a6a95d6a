package dev.syncscope.views.graph;

import dev.syncscope.core.check.RelationKind;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.paint.Color;
import javafx.scene.shape.Line;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * The execution graph's legend: for each relation drawn, a short line in its edge's colour and width (as the graph's
 * stylesheet draws it, in the theme shown) and its name in the window's language ("program order (po)"). Each entry
 * has the style class {@code legend-entry} and its relation as user data. A pure function of its inputs. Immutable.
 */
final class ExecutionLegend {

    /** Pixels of the line sample. */
    private static final double LINE_PX = 22;

    private ExecutionLegend() {
    }

    /** The entries for {@code kinds}, in that order, as the stylesheet {@code css} draws their edges. */
    static List<Node> entries(Collection<RelationKind> kinds, String css, Messages text) {
        List<Node> out = new ArrayList<>();
        for (RelationKind k : kinds) {
            String name = k.name().toLowerCase(Locale.ROOT);
            Line line = new Line(0, 0, LINE_PX, 0);
            line.setStroke(Color.web(property(css, name, "fill-color", "#888888")));
            line.setStrokeWidth(Double.parseDouble(property(css, name, "size", "1.5px").replace("px", "")));
            line.getStyleClass().add("legend-line");
            Label entry = new Label(text.get("relation." + name), line);
            entry.getStyleClass().add("legend-entry");
            entry.setUserData(k);
            out.add(entry);
        }
        return out;
    }

    /**
     * The value of {@code property} in the stylesheet's rule for edges of class {@code cls}, else in its rule for all
     * edges, else {@code fallback}.
     */
    static String property(String css, String cls, String property, String fallback) {
        for (String rule : new String[] {"edge." + cls, "edge"}) {
            String value = GraphStyles.property(css, rule, property);
            if (value != null) {
                return value;
            }
        }
        return fallback;
    }
}
