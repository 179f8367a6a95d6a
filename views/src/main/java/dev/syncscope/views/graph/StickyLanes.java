package dev.syncscope.views.graph;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Border;
import javafx.scene.layout.BorderStroke;
import javafx.scene.layout.BorderStrokeStyle;
import javafx.scene.layout.BorderWidths;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import org.graphstream.ui.geom.Point3;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.graphicGraph.GraphicNode;
import org.graphstream.ui.view.camera.Camera;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The lanes' names kept over the top of the execution graph while their headers are above the view: a long run's
 * graph shows its latest steps, and the names went out of view with the earliest rows, leaving lanes of events
 * nobody could put a name to (the user review of session 66). Each name is drawn over its lane, in the lane header's
 * font and colour, on a strip of the graph's background, and clicking it clicks the lane (its invocation is focused).
 * Laid over a {@link GraphPane} (id {@code stickyLanes}); where the headers are in view it draws nothing, and the
 * rest of it lets the mouse through to the graph. FX thread only.
 */
final class StickyLanes extends Pane {

    /** The style class of the lane headers' nodes (execution.gss). */
    static final String LANE_CLASS = "lane";

    private final Region strip = new Region();
    private final List<Label> names = new ArrayList<>();

    StickyLanes() {
        setId("stickyLanes");
        setPickOnBounds(false);
        strip.setMouseTransparent(true);
        // placed here, not by the pane's layout (which would size them to their preferred sizes: the strip to none)
        strip.setManaged(false);
        getChildren().add(strip);
        setVisible(false);
    }

    /**
     * Draws the names of the lane headers of {@code graph} whose text lies above the top of the view ({@code camera}),
     * or hides them all where every header is in view. {@code css}: the stylesheet the graph is drawn with (the
     * headers' font, size and colour, the background); {@code click}: called with a name's lane node id.
     */
    void place(GraphicGraph graph, Camera camera, String css, Consumer<String> click) {
        List<GraphicNode> lanes = new ArrayList<>();
        if (graph != null && camera != null) {
            graph.nodes().map(GraphicNode.class::cast).filter(StickyLanes::isLane).forEach(lanes::add);
        }
        Font font = font(css);
        double textPx = font.getSize();
        List<double[]> at = new ArrayList<>();
        boolean above = false;
        for (GraphicNode n : lanes) {
            Point3 p = camera.transformGuToPx(n.getX(), n.getY(), 0);
            at.add(new double[] {p.x, p.y});
            // the header's text is centred on its node: above the view once its lower half is
            above |= p.y + textPx / 2 < 0;
        }
        setVisible(above && getWidth() > 0);
        if (!isVisible()) {
            return;
        }
        while (names.size() < lanes.size()) {
            Label l = new Label();
            l.setManaged(false);
            names.add(l);
            getChildren().add(l);
        }
        Color text = colour(GraphStyles.property(css, "node", "text-color"), Color.BLACK);
        Color ground = colour(GraphStyles.property(css, "graph", "fill-color"), Color.WHITE);
        double pad = Math.round(textPx * 0.25);
        strip.setBackground(new Background(new BackgroundFill(ground.deriveColor(0, 1, 1, 0.92), null, null)));
        strip.setBorder(new Border(new BorderStroke(text.deriveColor(0, 1, 1, 0.35), BorderStrokeStyle.SOLID, null,
                new BorderWidths(0, 0, 1, 0))));
        strip.resizeRelocate(0, 0, getWidth(), Math.ceil(textPx * 1.3 + 2 * pad));
        for (int i = 0; i < names.size(); i++) {
            Label l = names.get(i);
            l.setVisible(i < lanes.size());
            if (i >= lanes.size()) {
                continue;
            }
            String id = lanes.get(i).getId();
            l.setText(String.valueOf(lanes.get(i).getLabel()));
            l.setFont(font);
            l.setTextFill(text);
            l.setPadding(new Insets(pad, 0, pad, 0));
            l.setOnMouseClicked(e -> click.accept(id));
            l.autosize();
            l.relocate(Math.round(at.get(i)[0] - l.getWidth() / 2), 0);
        }
    }

    /** Whether the strip is drawn: some lane's header is above the view. */
    boolean shown() {
        return isVisible();
    }

    /** The names drawn, left to right. */
    List<String> shownNames() {
        return names.stream().filter(Label::isVisible).sorted(java.util.Comparator.comparingDouble(Label::getLayoutX))
                .map(Label::getText).toList();
    }

    private static boolean isLane(GraphicNode n) {
        Object cls = n.getAttribute("ui.class");
        return cls != null && List.of(String.valueOf(cls).split(",")).contains(LANE_CLASS);
    }

    /** The lane headers' font in {@code css}: bold, their text size, the labels' family where it names one. */
    private static Font font(String css) {
        String size = GraphStyles.property(css, "node." + LANE_CLASS, "text-size");
        String family = GraphStyles.property(css, "node", "text-font");
        double px = size == null ? 14 : Double.parseDouble(size);
        return family == null ? Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, px)
                : Font.font(family.replace("\"", ""), FontWeight.BOLD, px);
    }

    private static Color colour(String css, Color otherwise) {
        try {
            return css == null ? otherwise : Color.web(css);
        } catch (IllegalArgumentException e) {
            return otherwise;
        }
    }
}
