package dev.syncscope.views.graph;

import javafx.geometry.Rectangle2D;
import org.graphstream.ui.geom.Point3;
import org.graphstream.ui.graphicGraph.GraphicNode;
import org.graphstream.ui.graphicGraph.StyleGroup;
import org.graphstream.ui.graphicGraph.stylesheet.StyleConstants;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A graph pane's nodes and labels as drawn, in the pane's pixels: each node's square (its outline included) and its
 * label's ink where GraphStream draws it ({@link LabelPlacement}, checked against the pixels by {@code
 * LabelPlacementFxTest}), for tests that labels run into nothing. Call from a test thread.
 */
final class DrawnGeometry {

    /**
     * A node as drawn: its id, its square ({@code null}: drawn without fill or outline, as a lane's header), its
     * label's ink ({@code null}: none shown) and its centre.
     */
    record Drawn(String id, Rectangle2D node, Rectangle2D label, double x, double y) {
    }

    private DrawnGeometry() {
    }

    static List<Drawn> of(GraphPane pane) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            pane.drawNow();
            DrawnLabels labels = new DrawnLabels();
            List<Drawn> out = new ArrayList<>();
            pane.drawnGraph().nodes().forEach(n -> {
                GraphicNode node = (GraphicNode) n;
                StyleGroup style = node.getStyle();
                Point3 p = pane.camera().transformGuToPx(node.getX(), node.getY(), 0);
                double half = DrawnLabels.nodePx(style) / 2 + DrawnLabels.strokePx(style) / 2;
                boolean invisible = style.getFillMode() == StyleConstants.FillMode.NONE
                        && style.getStrokeMode() == StyleConstants.StrokeMode.NONE;
                Rectangle2D square = invisible ? null : new Rectangle2D(p.x - half, p.y - half, 2 * half, 2 * half);
                Rectangle2D label = null;
                if (style.getTextMode() != StyleConstants.TextMode.HIDDEN) {
                    LabelSpacing.Box box = labels.measure(pane.drawnGraph(), node.getId(), node.getLabel(), 0, 0, 1);
                    LabelPlacement.Rect r = box.label();
                    label = r == null ? null : new Rectangle2D(p.x + r.left(), p.y + r.top(), r.width(), r.height());
                }
                out.add(new Drawn(node.getId(), square, label, p.x, p.y));
            });
            return out;
        }).get(5, TimeUnit.SECONDS);
    }

    /**
     * Asserts that no shown label between {@code left} and {@code right} runs into another label or into a node (its
     * own included), and returns how many are shown there.
     */
    static int assertLabelsApart(List<Drawn> drawn, double left, double right) {
        int shown = 0;
        for (Drawn d : drawn) {
            Rectangle2D label = d.label();
            if (label == null || label.getMaxX() < left || label.getMinX() > right) {
                continue;
            }
            shown++;
            for (Drawn other : drawn) {
                if (other != d && other.label() != null && label.intersects(other.label())) {
                    throw new AssertionError("label of " + d.id() + " " + label + " runs into the label of "
                            + other.id() + " " + other.label());
                }
                if (other.node() != null && label.intersects(other.node())) {
                    throw new AssertionError("label of " + d.id() + " " + label + " runs into node " + other.id() + " "
                            + other.node());
                }
            }
        }
        return shown;
    }

    /** Asserts that no two drawn nodes overlap (the device was drawn on top of its queue family). */
    static void assertNodesApart(List<Drawn> drawn) {
        for (Drawn a : drawn) {
            for (Drawn b : drawn) {
                if (a != b && a.node() != null && b.node() != null && a.node().intersects(b.node())) {
                    throw new AssertionError("node " + a.id() + " " + a.node() + " overlaps node " + b.id() + " "
                            + b.node());
                }
            }
        }
    }

    /** Asserts that every node and shown label lies inside a pane {@code width} × {@code height}. */
    static void assertInside(List<Drawn> drawn, double width, double height) {
        for (Drawn d : drawn) {
            for (Rectangle2D r : new Rectangle2D[] {d.node(), d.label()}) {
                if (r != null && !(r.getMinX() >= 0 && r.getMaxX() <= width && r.getMinY() >= 0
                        && r.getMaxY() <= height)) {
                    throw new AssertionError(d.id() + " " + r + " outside the pane");
                }
            }
        }
    }
}
