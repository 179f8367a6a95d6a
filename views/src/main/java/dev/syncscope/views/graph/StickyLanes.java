package dev.syncscope.views.graph;

import javafx.geometry.Insets;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
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
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.graphicGraph.GraphicNode;
import org.graphstream.ui.view.camera.Camera;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * The lanes' names kept over the top of the execution graph while their headers are above the view: a long run's
 * graph shows its latest steps, and the names went out of view with the earliest rows, leaving lanes of events
 * nobody could put a name to (the user review of session 66). Each name is drawn over its lane, in the lane header's
 * font and colour, on a strip of the graph's background that the graph is fitted below ({@link #place} gives its
 * height), and a click on it with the primary button clicks the lane (its invocation is focused). Laid over a {@link
 * GraphPane} (id {@code stickyLanes}); where the headers are in view it draws nothing, and the rest of it lets the
 * mouse through to the graph. FX thread only.
 */
final class StickyLanes extends Pane {

    /** The style class of the lane headers' nodes (execution.gss). */
    static final String LANE_CLASS = "lane";

    private final Region strip = new Region();
    private final List<Label> names = new ArrayList<>();
    private final Consumer<String> click;
    /** The stylesheet the font, colours and strip were last made for, and what they were made as. */
    private String css;
    private Font font = Font.getDefault();
    private Color text = Color.BLACK;
    private Insets padding = Insets.EMPTY;
    private double stripPx;
    /** How far down the strip reaches as last placed: {@link #stripPx}, below the fit button where a name was under it. */
    private double reachPx;
    /** What the names were last placed for: each lane's id, name and pixel x, and the pane's width. */
    private List<String> placedFor = List.of();

    /** @param click called with a lane node's id when its name is clicked */
    StickyLanes(Consumer<String> click) {
        this.click = click;
        setId("stickyLanes");
        setPickOnBounds(false);
        strip.setMouseTransparent(true);
        // placed here, not by the pane's layout (which would size them to their preferred sizes: the strip to none)
        strip.setManaged(false);
        getChildren().add(strip);
        setVisible(false);
    }

    /**
     * Draws the names of the lane headers of {@code graph} whose text is above the top of the view ({@code camera}) or
     * under the strip ({@code reservedPx}: the pixels the graph keeps free at the top now), or hides them all where
     * every header is in view; returns the height the graph is to keep free for the strip (0: none). {@code css}: the
     * stylesheet the graph is drawn with (the headers' font, size and colour, the background); {@code button}: the fit
     * button's area in the pane's pixels (null: none), where a name would be under it the strip reaches below the
     * button and the names are drawn there; a strip that would take more than half the pane's height is not drawn.
     * Does nothing where nothing it draws changed (it runs once a pulse).
     */
    double place(GraphicGraph graph, Camera camera, String css, double reservedPx, Rectangle2D button) {
        if (!css.equals(this.css)) {
            style(css);
        }
        List<GraphicNode> lanes = new ArrayList<>();
        if (graph != null && camera != null) {
            graph.nodes().map(GraphicNode.class::cast).filter(StickyLanes::isLane).forEach(lanes::add);
        }
        boolean above = false;
        for (GraphicNode n : lanes) {
            // the header's text is centred on its node: hidden once its lower half is above the view or under the strip
            above |= camera.transformGuToPx(n.getX(), n.getY(), 0).y + font.getSize() / 2 < Math.max(0, reservedPx);
        }
        if (!above || getWidth() <= 0) {
            placedFor = List.of();
            setVisible(false);
            return 0;
        }
        // what the names are placed for, built only while they show (a short run's pulses stop above)
        List<String> now = new ArrayList<>();
        for (GraphicNode n : lanes) {
            now.add(n.getId() + "\u0000" + n.getLabel() + "\u0000"
                    + Math.round(camera.transformGuToPx(n.getX(), n.getY(), 0).x));
        }
        now.add(getWidth() + " " + getHeight() + " " + button);
        if (now.equals(placedFor)) {
            return isVisible() ? reachPx : 0;
        }
        placedFor = now;
        setVisible(true);
        while (names.size() < lanes.size()) {
            Label l = new Label();
            l.setManaged(false);
            l.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()) {
                    click.accept((String) l.getUserData());
                }
            });
            names.add(l);
            getChildren().add(l);
        }
        for (int i = 0; i < names.size(); i++) {
            Label l = names.get(i);
            if (i >= lanes.size()) {
                l.setVisible(false);
                continue;
            }
            GraphicNode n = lanes.get(i);
            l.setUserData(n.getId());
            l.setText(String.valueOf(n.getLabel()));
            l.setFont(font);
            l.setTextFill(text);
            l.setPadding(padding);
            l.applyCss();
            l.autosize();
            double x = camera.transformGuToPx(n.getX(), n.getY(), 0).x;
            l.relocate(Math.round(x - l.getWidth() / 2), 0);
            // a lane panned out of the pane keeps its name out too
            l.setVisible(x >= 0 && x <= getWidth());
        }
        // a name under the fit button (the last lane in a narrow pane) is drawn below it, the strip reaching there
        double top = button != null && names.stream().anyMatch(l -> l.isVisible() && button.intersects(l.getLayoutX(),
                0, l.getWidth(), stripPx)) ? Math.ceil(button.getMaxY()) : 0;
        names.forEach(l -> l.setLayoutY(top));
        strip.resizeRelocate(0, 0, getWidth(), top + stripPx);
        reachPx = top + stripPx;
        // a pane too short for it (a narrow window's legend takes its height) keeps its graph rather than the names
        setVisible(2 * reachPx <= getHeight());
        return isVisible() ? reachPx : 0;
    }

    /** The font, colours and strip of the lane headers in the stylesheet {@code css}. */
    private void style(String css) {
        this.css = css;
        String size = GraphStyles.property(css, "node." + LANE_CLASS, "text-size");
        String family = GraphStyles.property(css, "node", "text-font");
        double px = size == null ? 14 : Double.parseDouble(size);
        font = Font.font(family == null ? Font.getDefault().getFamily() : family.replace("\"", ""), FontWeight.BOLD, px);
        text = colour(GraphStyles.property(css, "node", "text-color"), Color.BLACK);
        Color ground = colour(GraphStyles.property(css, "graph", "fill-color"), Color.WHITE);
        double pad = Math.round(px * 0.25);
        padding = new Insets(pad, 0, pad, 0);
        stripPx = Math.ceil(px * 1.3 + 2 * pad);
        strip.setBackground(new Background(new BackgroundFill(ground.deriveColor(0, 1, 1, 0.92), null, null)));
        strip.setBorder(new Border(new BorderStroke(text.deriveColor(0, 1, 1, 0.35), BorderStrokeStyle.SOLID, null,
                new BorderWidths(0, 0, 1, 0))));
        placedFor = List.of();
    }

    /** Whether the strip is drawn: some lane's header is above the view. */
    boolean shown() {
        return isVisible();
    }

    /** The names drawn, left to right (none while the strip is not). */
    List<String> shownNames() {
        return !isVisible() ? List.of() : names.stream().filter(Label::isVisible)
                .sorted(Comparator.comparingDouble(Label::getLayoutX)).map(Label::getText).toList();
    }

    /** Whether {@code n} is a lane's header: its id says so before its classes are looked at (this runs each pulse). */
    private static boolean isLane(GraphicNode n) {
        if (!n.getId().startsWith(ExecutionGraphModel.LANE_ID)) {
            return false;
        }
        Object cls = n.getAttribute("ui.class");
        return cls != null && List.of(String.valueOf(cls).split(",")).contains(LANE_CLASS);
    }

    private static Color colour(String css, Color otherwise) {
        try {
            return css == null ? otherwise : Color.web(css);
        } catch (IllegalArgumentException e) {
            return otherwise;
        }
    }
}
