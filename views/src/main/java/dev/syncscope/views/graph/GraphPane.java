package dev.syncscope.views.graph;

import javafx.application.Platform;
import javafx.beans.value.ObservableValue;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.css.StyleableProperty;
import javafx.css.StyleablePropertyFactory;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.StackPane;
import org.graphstream.graph.Graph;
import org.graphstream.graph.implementations.MultiGraph;
import org.graphstream.stream.SinkAdapter;
import org.graphstream.ui.fx_viewer.FxViewPanel;
import org.graphstream.ui.graphicGraph.GraphicElement;
import org.graphstream.ui.view.camera.Camera;
import org.graphstream.ui.view.util.InteractiveElement;

import java.util.EnumSet;
import java.util.List;
import java.util.function.Consumer;

/**
 * A GraphStream viewer in a JavaFX pane that shows a {@link GraphDescription}. Layout comes from
 * the description (no auto layout), and the camera is fixed to the description's bounds so the view
 * stays still while the graph changes (STACK.md P13). The graph is drawn in the scene's pulse, after
 * the animations and before layout, when it changed and the pane is on screen: a change is on
 * screen in the next frame, and hidden or unchanged graphs cost nothing. FX thread only
 * ({@code GRAPH_IN_GUI_THREAD}). Call {@link #close()} when the pane is discarded.
 *
 * <p>The graph follows the scene's stylesheets through two CSS properties of the pane (style class
 * {@code graph-pane}): {@code -ss-graph-dark: true} (syncscope-dark.css) draws it with the dark
 * variant of its stylesheet ({@link GraphStyles#dark}), and {@code -ss-graph-text-scale}
 * (presentation.css) enlarges its labels ({@link GraphStyles#scaledText}).
 */
public class GraphPane extends StackPane {

    static {
        System.setProperty("org.graphstream.ui", "javafx");
    }

    private static final double MARGIN = 0.6;
    /** The graph's padding in the stylesheets ({@code graph { padding: 40px; }}), in pixels. */
    private static final double PADDING_PX = 40;

    private final Graph graph;
    private final PulseViewer viewer;
    private final FxViewPanel panel;
    private final Runnable drawIfChanged = this::drawIfChanged;
    private long framesDrawn;
    private boolean pulseRequested;
    private Consumer<String> onNodeClicked = id -> { };
    private GraphDescription shown;
    private final String lightStylesheet;

    private static final StyleablePropertyFactory<GraphPane> CSS =
            new StyleablePropertyFactory<>(StackPane.getClassCssMetaData());
    private final StyleableProperty<Boolean> dark =
            CSS.createStyleableBooleanProperty(this, "darkGraph", "-ss-graph-dark", p -> p.dark, false);
    private final StyleableProperty<Number> textScale =
            CSS.createStyleableNumberProperty(this, "graphTextScale", "-ss-graph-text-scale", p -> p.textScale, 1.0);
    /** The labels' font family, or "" for GraphStream's default (a Japanese window names a Japanese font). */
    private String textFamily = "";

    /** @param stylesheet the graph's GraphStream stylesheet in the light theme */
    public GraphPane(String graphId, String stylesheet) {
        lightStylesheet = stylesheet;
        graph = new MultiGraph(graphId, false, true);
        graph.setAttribute("ui.stylesheet", GraphStyles.forSwitchedTheme(stylesheet, false));
        graph.setAttribute("ui.antialias");
        graph.setAttribute("ui.quality");
        viewer = new PulseViewer(graph);
        panel = (FxViewPanel) viewer.addDefaultView(false);
        getChildren().add(panel);
        getStyleClass().add("graph-pane");
        graph.addSink(new PulseOnChange());
        sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removePreLayoutPulseListener(drawIfChanged);
            }
            if (now != null) {
                now.addPreLayoutPulseListener(drawIfChanged);
                requestDraw();
            }
        });
        ((ObservableValue<?>) dark).addListener((obs, old, now) -> restyle());
        ((ObservableValue<?>) textScale).addListener((obs, old, now) -> restyle());
        widthProperty().addListener((obs, old, now) -> refit());
        heightProperty().addListener((obs, old, now) -> refit());
        panel.addEventHandler(javafx.scene.input.MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()) {
                GraphicElement hit = panel.findGraphicElementAt(EnumSet.of(InteractiveElement.NODE), e.getX(), e.getY());
                if (hit != null) {
                    onNodeClicked.accept(hit.getId());
                }
            }
        });
    }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getCssMetaData() {
        return CSS.getCssMetaData();
    }

    /** Whether the graph is drawn in its dark-theme colours ({@code -ss-graph-dark}). */
    public boolean isDark() {
        return dark.getValue();
    }

    /** How much larger than in its stylesheet the graph's labels are drawn ({@code -ss-graph-text-scale}). */
    public double textScale() {
        return textScale.getValue().doubleValue();
    }

    /**
     * Draws the labels in {@code family} ("" for GraphStream's default): its default font has no Japanese on Linux,
     * so a Japanese window's labels were empty boxes.
     */
    public void setTextFamily(String family) {
        textFamily = family == null ? "" : family;
        restyle();
    }

    /** The GraphStream stylesheet the graph is drawn with now. */
    public String stylesheet() {
        return GraphStyles.withFont(GraphStyles.scaledText(GraphStyles.forSwitchedTheme(lightStylesheet, isDark()),
                textScale()), textFamily);
    }

    private void restyle() {
        graph.setAttribute("ui.stylesheet", stylesheet());
        refit();
        requestDraw();
    }

    /** Shows {@code description}, changing only what differs from what is shown. */
    public void show(GraphDescription description) {
        GraphDescription drawn = widened(description);
        GraphSync.apply(drawn, graph);
        shown = description;
        fitCamera(drawn);
    }

    /**
     * The most this pane spreads a description's columns apart to use a pane wider than the graph
     * ({@link #widensToPane()}); 1 keeps the description's layout.
     */
    private static final double MAX_WIDENING = 4;

    /**
     * Whether the pane spreads the description's nodes apart horizontally (never closer) so that the
     * graph, with its labels, is as wide for its height as the pane: a tall tree in a short, wide pane
     * is otherwise drawn at the scale its height allows, its columns and their labels squeezed
     * together. False by default.
     */
    protected boolean widensToPane() {
        return false;
    }

    /** {@code d} with x spread by the factor that makes it fill the pane's width (see {@link #widensToPane()}). */
    private GraphDescription widened(GraphDescription d) {
        double w = getWidth() - 2 * PADDING_PX;
        double h = getHeight() - 2 * PADDING_PX;
        if (!widensToPane() || w <= 0 || h <= 0 || d.nodes().size() < 2) {
            return d;
        }
        double minX = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        double reach = 0;
        for (GraphDescription.Node n : d.nodes()) {
            minX = Math.min(minX, n.x());
            maxX = Math.max(maxX, n.x());
            minY = Math.min(minY, n.y());
            maxY = Math.max(maxY, n.y());
            reach = Math.max(reach, labelReachPx(n));
        }
        double width = maxX - minX;
        double scale = h / (maxY - minY + 2 * MARGIN);
        if (width <= 0 || w - reach <= 0) {
            return d;
        }
        double factor = Math.min(MAX_WIDENING, ((w - reach) / scale - 2 * MARGIN) / width);
        if (factor <= 1.05) {
            return d;
        }
        double left = minX;
        return new GraphDescription(d.nodes().stream().map(n -> new GraphDescription.Node(n.id(), n.label(),
                n.styleClass(), left + (n.x() - left) * factor, n.y())).toList(), d.edges());
    }

    /**
     * How far, in pixels, the label of {@code node} reaches to the right of the node's centre; the
     * camera keeps that much room right of each node. 0 by default (labels centred on or under nodes).
     */
    protected double labelReachPx(GraphDescription.Node node) {
        return 0;
    }

    private void refit() {
        if (shown != null) {
            show(shown);
            requestDraw();
        }
    }

    /** The GraphStream graph; read it on the FX thread only. */
    public Graph graph() {
        return graph;
    }

    /** Called with a node's id when the user clicks it. */
    public void setOnNodeClicked(Consumer<String> handler) {
        onNodeClicked = handler;
    }

    /** How many times the graph has been drawn: each is a frame that showed a change. */
    public long framesDrawn() {
        return framesDrawn;
    }

    /** Draws the graph now if it changed (e.g. before a snapshot taken outside a pulse). */
    public void drawNow() {
        drawIfChanged();
    }

    public void close() {
        if (getScene() != null) {
            getScene().removePreLayoutPulseListener(drawIfChanged);
        }
        if (viewer.getGraphicGraph() != null) {
            // closing drops each element's renderer, which exists only once the element was drawn
            viewer.actionPerformed();
        }
        viewer.close();
    }

    private void drawIfChanged() {
        pulseRequested = false;
        if (viewer.getGraphicGraph() == null || !onScreen()) {
            return;
        }
        boolean changed = viewer.getGraphicGraph().graphChangedFlag();
        viewer.actionPerformed();
        if (changed) {
            framesDrawn++;
        }
    }

    /** Whether the pane is in a shown window and neither it nor an ancestor is hidden (e.g. an unselected tab). */
    private boolean onScreen() {
        Scene scene = getScene();
        if (scene == null || scene.getWindow() == null || !scene.getWindow().isShowing()) {
            return false;
        }
        for (Node n = this; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /** Asks for a pulse (at most one request outstanding), in which the change is drawn. */
    private void requestDraw() {
        if (!pulseRequested) {
            pulseRequested = true;
            Platform.requestNextPulse();
        }
    }

    /**
     * Fixes the camera on the description's nodes, widened to the right so that labels reaching right
     * of their nodes ({@link #labelReachPx}) stay inside the pane at the scale the pane allows.
     */
    private void fitCamera(GraphDescription description) {
        if (description.nodes().isEmpty()) {
            return;
        }
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (GraphDescription.Node n : description.nodes()) {
            minX = Math.min(minX, n.x());
            maxX = Math.max(maxX, n.x());
            minY = Math.min(minY, n.y());
            maxY = Math.max(maxY, n.y());
        }
        double left = minX - MARGIN;
        double right = maxX + MARGIN + labelRoom(description, left, maxX + MARGIN - left, maxY - minY + 2 * MARGIN);
        Camera camera = panel.getCamera();
        camera.setAutoFitView(false);
        camera.setGraphViewport(left, minY - MARGIN, right, maxY + MARGIN);
        camera.setViewCenter((left + right) / 2, (minY + maxY) / 2, 0);
        camera.setViewPercent(1.0);
    }

    /**
     * Graph units to add right of the nodes so that every label fits: the scale is the largest at
     * which the widened graph fits the pane, so widening lowers it; a few rounds settle it.
     */
    private double labelRoom(GraphDescription description, double left, double width, double height) {
        double w = getWidth() - 2 * PADDING_PX;
        double h = getHeight() - 2 * PADDING_PX;
        if (w <= 0 || h <= 0 || width <= 0 || height <= 0) {
            return 0;
        }
        double extra = 0;
        for (int round = 0; round < 4; round++) {
            double scale = Math.min(w / (width + extra), h / height);
            double reach = 0;
            for (GraphDescription.Node n : description.nodes()) {
                reach = Math.max(reach, (n.x() - left) * scale + labelReachPx(n));
            }
            extra = Math.max(extra, reach / scale - width);
        }
        return extra;
    }

    /** Any change to the graph (elements, attributes, sprites, dragged nodes) asks for a pulse to draw it. */
    private final class PulseOnChange extends SinkAdapter {
        @Override
        public void graphAttributeAdded(String source, long time, String attribute, Object value) {
            requestDraw();
        }

        @Override
        public void graphAttributeChanged(String source, long time, String attribute, Object oldValue, Object newValue) {
            requestDraw();
        }

        @Override
        public void graphAttributeRemoved(String source, long time, String attribute) {
            requestDraw();
        }

        @Override
        public void nodeAttributeAdded(String source, long time, String node, String attribute, Object value) {
            requestDraw();
        }

        @Override
        public void nodeAttributeChanged(String source, long time, String node, String attribute, Object oldValue,
                                         Object newValue) {
            requestDraw();
        }

        @Override
        public void nodeAttributeRemoved(String source, long time, String node, String attribute) {
            requestDraw();
        }

        @Override
        public void edgeAttributeAdded(String source, long time, String edge, String attribute, Object value) {
            requestDraw();
        }

        @Override
        public void edgeAttributeChanged(String source, long time, String edge, String attribute, Object oldValue,
                                         Object newValue) {
            requestDraw();
        }

        @Override
        public void edgeAttributeRemoved(String source, long time, String edge, String attribute) {
            requestDraw();
        }

        @Override
        public void nodeAdded(String source, long time, String node) {
            requestDraw();
        }

        @Override
        public void nodeRemoved(String source, long time, String node) {
            requestDraw();
        }

        @Override
        public void edgeAdded(String source, long time, String edge, String from, String to, boolean directed) {
            requestDraw();
        }

        @Override
        public void edgeRemoved(String source, long time, String edge) {
            requestDraw();
        }

        @Override
        public void graphCleared(String source, long time) {
            requestDraw();
        }
    }
}
