package dev.syncscope.views.graph;

import org.graphstream.graph.Graph;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.spriteManager.Sprite;
import org.graphstream.ui.spriteManager.SpriteManager;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The background boxes behind a graph's labels on their nodes' side, as GraphStream sprites (style class {@link
 * #STYLE_CLASS}) sized to each label's ink in the font it is drawn in ({@link DrawnLabels#measure}), {@link #PAD_PX}
 * more on each side. GraphStream's own box ({@code text-background-mode}) is sized by the label in JavaFX's default
 * font (gs-ui-javafx 2.0 {@code FxTextBox} measures a bare {@code new Text(label)}) whatever font the stylesheet draws
 * it in: behind presentation mode's 19 px labels it covered two thirds of the text, and behind 12 px ones it reached
 * past it, so the execution graph drew its labels unboxed and its edges ran through them. A stylesheet that draws
 * these boxes ({@link #wanted}) puts its edges under them and its nodes, with their labels, over them ({@code
 * z-index}). A sprite on a node is placed in graph units, so the boxes are placed again at each zoom. FX thread only.
 */
final class LabelBoxes {

    /** The sprites' style class: a stylesheet with a rule for it ({@code sprite.labelBox}) has its labels boxed. */
    static final String STYLE_CLASS = "labelBox";
    /** Pixels of box around a label's ink on each side. */
    static final double PAD_PX = 2;

    private final Graph graph;
    private SpriteManager sprites;
    /** Each boxed node's sprite id (sprite ids name no node, and GraphStream keeps dots out of them). */
    private final Map<String, String> spriteOf = new HashMap<>();
    private long made;

    LabelBoxes(Graph graph) {
        this.graph = graph;
    }

    /** Whether {@code stylesheet} (GraphStream's) draws the boxes: it styles {@code sprite.labelBox}. */
    static boolean wanted(String stylesheet) {
        return stylesheet.contains("sprite." + STYLE_CLASS);
    }

    /**
     * A box around {@code ink} (a label's ink relative to its node's centre in pixels, y down), {@link #PAD_PX}
     * larger on each side.
     */
    static LabelPlacement.Rect around(LabelPlacement.Rect ink) {
        return new LabelPlacement.Rect(ink.left() - PAD_PX, ink.right() + PAD_PX, ink.top() - PAD_PX,
                ink.bottom() + PAD_PX);
    }

    /** Drops the boxes of nodes that are not in {@code keep} (before those nodes leave the graph). */
    void retain(Set<String> keep) {
        for (String node : Set.copyOf(spriteOf.keySet())) {
            if (!keep.contains(node)) {
                sprites.removeSprite(spriteOf.remove(node));
            }
        }
    }

    /**
     * Boxes the side label of each node of {@code nodes} as drawn in {@code graphic} now, at {@code pxPerUnit} pixels
     * per graph unit; no box where labels are {@code hidden} or a node has no side label.
     */
    void place(GraphicGraph graphic, DrawnLabels labels, List<GraphDescription.Node> nodes, double pxPerUnit,
               boolean hidden) {
        Set<String> boxed = new HashSet<>();
        if (!hidden && pxPerUnit > 0 && graphic != null) {
            for (GraphDescription.Node n : nodes) {
                LabelSpacing.Box drawn = labels.measure(graphic, n.id(), n.label(), 0, 0, 1);
                if (drawn.sideLabelled() && graph.getNode(n.id()) != null) {
                    box(n.id(), around(drawn.label()), pxPerUnit);
                    boxed.add(n.id());
                }
            }
        }
        if (sprites != null) {
            retain(boxed);
        }
    }

    private void box(String node, LabelPlacement.Rect r, double pxPerUnit) {
        if (sprites == null) {
            sprites = new SpriteManager(graph);
        }
        String id = spriteOf.computeIfAbsent(node, k -> STYLE_CLASS + made++);
        Sprite s = sprites.hasSprite(id) ? sprites.getSprite(id) : sprites.addSprite(id);
        if (!node.equals(s.getAttachment() == null ? null : s.getAttachment().getId())) {
            s.attachToNode(node);
            s.setAttribute("ui.class", STYLE_CLASS);
        }
        // attached to a node, GraphStream adds the sprite's position to the node's in graph units (y up)
        double x = (r.left() + r.right()) / 2 / pxPerUnit;
        double y = -(r.top() + r.bottom()) / 2 / pxPerUnit;
        if (s.getX() != x || s.getY() != y) {
            s.setPosition(x, y, 0);
        }
        String size = String.format(Locale.ROOT, "size: %.1fpx, %.1fpx;", r.width(), r.height());
        if (!size.equals(s.getAttribute("ui.style"))) {
            s.setAttribute("ui.style", size);
        }
    }
}
