package dev.syncscope.views.graph;

import dev.syncscope.views.i18n.Messages;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.value.ObservableValue;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Font;
import org.graphstream.graph.Graph;
import org.graphstream.graph.implementations.MultiGraph;
import org.graphstream.ui.fx_viewer.FxViewPanel;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.view.camera.Camera;

import java.util.List;
import java.util.function.Consumer;

/**
 * A GraphStream viewer in a JavaFX pane that shows a {@link GraphDescription}. Layout comes from the description (no
 * auto layout), spread along x as far as the labels on the nodes' right need in the label font in use ({@link
 * LabelSpacing}), and the camera is fixed to its bounds so the view stays still while the graph changes (STACK.md P13);
 * the user zooms and pans it ({@link GraphZoom}). The graph is drawn in the scene's pulse when it changed and the pane
 * is on screen ({@link PulseDrawing}). A stylesheet with a {@code sprite.labelBox} rule has the labels on the nodes'
 * side boxed in the font they are drawn in ({@link LabelBoxes}); one with an {@code edge.bowed} rule has edges over
 * other nodes drawn as curves ({@link EdgeBows}). FX thread only ({@code GRAPH_IN_GUI_THREAD}). Call {@link #close()}
 * when the pane is discarded.
 *
 * <p>The graph follows the scene's stylesheets through two CSS properties of the pane (style class {@code
 * graph-pane}): {@code -ss-graph-dark: true} (syncscope-dark.css) draws it with the dark variant of its stylesheet
 * ({@link GraphStyles#dark}), {@code -ss-graph-text-scale} (presentation.css) enlarges its labels ({@link
 * GraphStyles#scaledText}) and {@code -ss-min-text} keeps a {@link #keepsRowsLegible} pane's labels from shrinking
 * below it. The graph is fitted clear of the fit button in the top right corner.
 */
public class GraphPane extends StackPane {

    static {
        System.setProperty("org.graphstream.ui", "javafx");
    }

    /** Graph units kept around the nodes, unless a pane keeps fewer ({@link #margin()}). */
    static final double MARGIN = 0.6;
    /** The graph's padding in its stylesheet ({@code graph { padding: 40px; }}), in pixels. */
    private final double paddingPx;
    /** Pixels at the top of the pane kept free of the graph (e.g. for a hint over it). */
    private double reservedTopPx;

    private final Graph graph;
    private final PulseViewer viewer;
    private final FxViewPanel panel;
    private final PulseDrawing drawing;
    private final DrawnLabels labels = new DrawnLabels();
    /** The boxes behind the side labels, where the stylesheet draws them ({@link LabelBoxes#wanted}); or null. */
    private final LabelBoxes labelBoxes;
    /** What a click on a node does with its id (also a click on what is laid over the graph for a node). */
    Consumer<String> onNodeClicked = id -> { };
    private GraphDescription shown;
    /** {@link #shown} with its labels as drawn (in their compact form where {@link SideLabels#shortened}). */
    private GraphDescription drawn;
    private final String lightStylesheet;
    /** Whether edges over other nodes are drawn as curves: the stylesheet has a rule for them ({@link EdgeBows}). */
    private final boolean bows;
    /** Zoom, pan and the fit button (whose area the lane pane keeps its sticky names clear of). */
    final GraphZoom zoom;
    /** Pixels per graph unit of the fitted view; 0 before the first fit. */
    private double fitScale;
    /** How far the shown description's x is spread ({@link #spread}) and its rows stretched; 1 keeps its layout. */
    private double spread = 1;
    private double stretch = 1;
    /** The size and form the side labels are drawn in. */
    private final SideLabels side = new SideLabels(this::crowded);
    /** The shown nodes as drawn (spread), with their labels' measured reach. */
    private List<LabelSpacing.Box> boxes = List.of();
    /** The least pixels per unit of the fitted view, for the rows' labels ({@link GraphFit#rowScale}); 0: none. */
    private double rowScale;
    /** The least factor side labels are drawn at before they are hidden ({@code -ss-min-text}); 0: none. */
    private double minSideFactor;
    /** Pixels at the top or the right kept free of the graph for the fit button ({@link #clearFitButton}). */
    private double buttonTopPx;
    private double buttonRightPx;
    /** The fitted view's left and top edges in graph units (its pixel 0 is the graph's padding). */
    private double fitLeft;
    private double fitTop;

    /** The pane's CSS properties ({@code -ss-graph-dark}, ...), read by {@link GraphPaneCss}'s metadata. */
    final GraphPaneCss css = new GraphPaneCss(this, this::restyle);
    /** The labels' font family, or "" for GraphStream's default (a Japanese window names a Japanese font). */
    private String textFamily = "";

    /**
     * @param stylesheet the graph's GraphStream stylesheet in the light theme
     * @param text words the zoom controls
     */
    public GraphPane(String graphId, String stylesheet, Messages text) {
        lightStylesheet = stylesheet;
        bows = GraphStyles.property(stylesheet, "edge." + EdgeBows.STYLE_CLASS, "shape") != null;
        paddingPx = GraphStyles.padding(stylesheet);
        graph = new MultiGraph(graphId, false, true);
        graph.setAttribute("ui.stylesheet", GraphStyles.forSwitchedTheme(stylesheet, false));
        graph.setAttribute("ui.antialias");
        graph.setAttribute("ui.quality");
        viewer = new PulseViewer(graph);
        panel = (FxViewPanel) viewer.addDefaultView(false);
        getChildren().add(panel);
        getStyleClass().add("graph-pane");
        labelBoxes = LabelBoxes.wanted(stylesheet) ? new LabelBoxes(graph) : null;
        drawing = new PulseDrawing(this, viewer, this::drawn);
        graph.addSink(new PulseOnChange(drawing::request));
        zoom = new GraphZoom(this, panel, () -> fitScale, text);
        // the button's size changes with the fonts (presentation mode): the graph is fitted clear of it
        zoom.fitButton().layoutBoundsProperty().addListener((obs, old, now) -> refit());
        widthProperty().addListener((obs, old, now) -> refit());
        heightProperty().addListener((obs, old, now) -> refit());
        NodePointer.attach(panel, id -> onNodeClicked.accept(id), this::tipOf);
    }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getCssMetaData() {
        return GraphPaneCss.metaData();
    }

    /** Whether the graph is drawn in its dark-theme colours, as an observable ({@code -ss-graph-dark}). */
    @SuppressWarnings("unchecked")
    public ObservableValue<Boolean> darkProperty() {
        return (ObservableValue<Boolean>) css.dark;
    }

    /** Whether the graph is drawn in its dark-theme colours ({@code -ss-graph-dark}). */
    public boolean isDark() {
        return css.dark.getValue();
    }

    /** The fit button's width (larger with presentation mode's fonts), for what a subclass lays over the graph. */
    protected javafx.beans.value.ObservableDoubleValue fitButtonWidth() {
        return zoom.fitButton().widthProperty();
    }

    /** How much larger than in its stylesheet the graph's labels are drawn ({@code -ss-graph-text-scale}). */
    public double textScale() {
        return css.textScale.getValue().doubleValue();
    }

    /** Draws the labels in {@code family} ("" for GraphStream's default, which has no Japanese on Linux). */
    public void setTextFamily(String family) {
        textFamily = family == null ? "" : family;
        restyle();
    }

    /** The GraphStream stylesheet the graph is drawn with now. */
    public String stylesheet() {
        String sized = GraphStyles.fittedSideLabels(GraphStyles.scaledText(GraphStyles.forSwitchedTheme(lightStylesheet,
                isDark()), textScale()), side.measuredAt(), side.hidden());
        return GraphStyles.withFont(GraphStyles.unboxedSmallSideLabels(sized, Font.getDefault().getSize()), textFamily);
    }

    private void restyle() {
        graph.setAttribute("ui.stylesheet", stylesheet());
        refit();
        requestDraw();
    }

    /**
     * Shows {@code description}, changing only what differs from what is shown. Its x is spread as the side labels need
     * ({@link LabelSpacing}) within the pane's width; labels that still do not fit are drawn smaller, down to {@link
     * SideLabels#MIN_LABEL_SCALE}, then compact ({@link SideLabels#show}), else hidden; a zoom is kept ({@link GraphZoom}).
     */
    public void show(GraphDescription description) {
        shown = description;
        side.show(description, this::showAs, () -> graph.setAttribute("ui.stylesheet", stylesheet()));
    }

    /** Whether rows are stretched apart (at most {@link RowStretch#MAX}x) to the height the width leaves; false. */
    protected boolean stretchesRows() {
        return false;
    }

    /** While {@code only}, {@link #show} draws the side labels in full only ({@link SideLabels#inFullOnly}). */
    void showInFullOnly(boolean only) {
        side.inFullOnly(only, this::showAs, () -> graph.setAttribute("ui.stylesheet", stylesheet()));
    }

    /** How many times the graph was laid out to be shown: once per form of its labels tried ({@link SideLabels}). */
    int layouts() {
        return side.drawings();
    }

    /** {@link #show} with {@code description}'s labels as given. */
    private void showAs(GraphDescription description) {
        drawn = description;
        if (labelBoxes != null) {
            labelBoxes.retain(description.nodes().stream().map(GraphDescription.Node::id).collect(
                    java.util.stream.Collectors.toSet()));
        }
        GraphSync.apply(RowStretch.laidOut(description, spread, stretch), graph, bows);
        labels.centre(graph, viewer.getGraphicGraph());
        List<LabelSpacing.Box> measured = description.nodes().stream().map(this::measure).toList();
        double left = description.nodes().stream().mapToDouble(GraphDescription.Node::x).min().orElse(0);
        minSideFactor = keepsRowsLegible() ? labels.minSideFactor(viewer.getGraphicGraph(), description,
                css.minText.getValue().doubleValue(), side.measuredAt()) : 0;
        rowScale = 0;
        buttonTopPx = 0;
        buttonRightPx = 0;
        lay(description, measured, left);
        keepRowsApart(description, measured, left);
        clearFitButton(description, measured, left);
        keepRowsApart(description, measured, left);
        placeLabelBoxes();
    }

    /** Boxes the side labels as drawn now, at the zoom shown ({@link LabelBoxes}). */
    private void placeLabelBoxes() {
        if (labelBoxes != null && drawn != null && panel.getCamera() != null) {
            labelBoxes.place(viewer.getGraphicGraph(), labels, drawn.nodes(),
                    fitScale / panel.getCamera().getViewPercent(), side.hidden());
        }
    }

    /**
     * Gives rows too close for their side labels at {@link #minSideFactor} the room they need ({@link #rowsNeed}) as far
     * as the width allows (a long trace in a short pane; a graph fitted below the fit button, "sg 0" over "sg 1" in a
     * Japanese font): the graph is then taller than the pane, its last rows shown. Judged on the rows as drawn (a
     * stretch moves rows apart, not the lane names from the first events).
     */
    private void keepRowsApart(GraphDescription description, List<LabelSpacing.Box> measured, double left) {
        double needed = minSideFactor <= 0 ? 0 : rowsNeed(description, RowStretch.stretched(measured, stretch), boxes,
                fitScale, minSideFactor);
        if (needed > fitScale && fitScale > 0) {
            rowScale = Math.max(rowScale, needed);
            lay(description, measured, left);
        }
    }

    /** Spreads the nodes {@code measured} (leftmost at {@code left}) as labels need, stretches rows, fits the camera. */
    private void lay(GraphDescription description, List<LabelSpacing.Box> measured, double left) {
        double f = GraphFit.spreadFactor(measured, left, innerWidth(), innerHeight(), margin(),
                widensToPane() ? GraphFit.MAX_WIDENING : 1, rowScale, widensToPane() && rowScale > 0);
        boxes = measured.stream().map(b -> GraphFit.spread(b, left, f)).toList();
        // decided on the rows as given at the scale the width allows, clear of the fit button; a zoomed view keeps them
        double k = !stretchesRows() ? 1 : !zoom.fittedProperty().get() ? stretch : rowScale > 0 ? 1 : RowStretch.factor(
                boxes, view().scale(), innerHeight() - (buttonTopPx > 0 ? 0 : zoom.fitButtonReach(getWidth(),
                paddingPx + reservedTopPx)), margin());
        if (f != spread || k != stretch) {
            spread = f;
            stretch = k;
            GraphSync.apply(RowStretch.laidOut(description, f, k), graph, bows);
        }
        boxes = RowStretch.stretched(boxes, k);
        fitCamera();
        if (fitSideLabels()) {
            fitCamera();
        }
    }

    /**
     * Whether the pane draws its side labels no smaller than {@code -ss-min-text} by giving its rows the room they
     * need: where the whole graph fitted in the pane would draw them smaller, the fitted view is drawn at the scale
     * that keeps them legible and shows the graph's last rows (the latest steps of a trace), the others a drag away.
     * False by default: other panes draw them smaller, down to {@link SideLabels#MIN_LABEL_SCALE}.
     */
    protected boolean keepsRowsLegible() {
        return false;
    }

    /**
     * The least pixels per graph unit along y at which the rows of a {@link #keepsRowsLegible} pane keep their labels
     * apart, side labels at {@code sideFactor} ({@link GraphFit#rowScale}); {@code drawn}: the nodes as laid out now,
     * {@code pxPerUnit} pixels per unit of their x.
     */
    protected double rowsNeed(GraphDescription d, List<LabelSpacing.Box> measured, List<LabelSpacing.Box> drawn,
                              double pxPerUnit, double sideFactor) {
        return GraphFit.rowScale(measured, sideFactor);
    }

    /** Graph units kept around the nodes ({@link #MARGIN}): room for labels reaching past the outer nodes. */
    protected double margin() {
        return MARGIN;
    }

    /** Whether a node or a shown label of the fitted view lies in {@code area} (the pane's pixels). */
    private boolean covers(javafx.geometry.Rectangle2D area) {
        return fitScale > 0 && GraphFit.covers(boxes, area, paddingPx - fitLeft * fitScale, paddingPx + fitTop * fitScale,
                fitScale, side.drawnAt());
    }

    /** The least height of the pane that draws the rows of {@code measured} at {@code scale} ({@link GraphFit#paneHeight}). */
    protected double heightFor(List<LabelSpacing.Box> measured, double scale) {
        return GraphFit.paneHeight(measured, scale, margin(), getWidth() - 2 * paddingPx,
                widensToPane() ? GraphFit.MAX_WIDENING : 1, zoom.fitButtonArea(getWidth()), paddingPx, reservedTopPx);
    }

    /**
     * Fits the graph clear of the fit button in the top right corner where a node or label of the fitted view lies
     * under it: below it or left of it, whichever draws the graph larger (left of it where the graph is taller than
     * the pane, {@link #rowScale}).
     */
    private void clearFitButton(GraphDescription description, List<LabelSpacing.Box> measured, double left) {
        javafx.geometry.Rectangle2D button = zoom.fitButtonArea(getWidth());
        if (button == null || !covers(button)) {
            return;
        }
        double below = Math.max(0, button.getMaxY() - paddingPx - reservedTopPx);
        double beside = Math.max(0, getWidth() - paddingPx - button.getMinX());
        buttonTopPx = below;
        lay(description, measured, left);
        double belowScale = fitScale;
        boolean belowClear = !covers(button);
        buttonTopPx = 0;
        buttonRightPx = beside;
        lay(description, measured, left);
        if (belowClear && (covers(button) || belowScale > fitScale)) {
            buttonTopPx = below;
            buttonRightPx = 0;
            lay(description, measured, left);
        }
    }

    /**
     * Whether the pane spreads the description's nodes apart horizontally (never closer) so that the
     * graph, with its labels, is as wide for its height as the pane: a tall tree in a short, wide pane
     * is otherwise drawn at the scale its height allows, its columns and their labels squeezed
     * together. False by default.
     */
    protected boolean widensToPane() {
        return false;
    }

    /** {@code node} as drawn: its size and its label's ink, a side label in its full size. */
    private LabelSpacing.Box measure(GraphDescription.Node node) {
        return labels.measure(viewer.getGraphicGraph(), node.id(), node.label(), node.x(), node.y(), side.measuredAt());
    }

    /** Draws side labels as large as they fit at the zoom, hidden below {@link SideLabels#MIN_LABEL_SCALE}; true if so. */
    private boolean fitSideLabels() {
        if (fitScale <= 0 || boxes.isEmpty() || panel.getCamera() == null) {
            return false;
        }
        double scale = fitScale / panel.getCamera().getViewPercent();
        double fit = LabelSpacing.labelFactor(boxes, scale, scale);
        if (!side.fit(fit, textScale(), minSideFactor)) {
            return false;
        }
        graph.setAttribute("ui.stylesheet", stylesheet());
        requestDraw();
        return true;
    }

    /** Whether side labels are hidden because they would run into each other at the current zoom. */
    public boolean sideLabelsHidden() {
        return side.hidden();
    }

    /** Whether the side labels are drawn in their compact form, each in full in its node's tooltip. */
    public boolean labelsShortened() {
        return side.shortened();
    }

    /** Node {@code id}'s label in full for its tooltip, where it is drawn short or hidden ({@link SideLabels#tip}); or null. */
    String tipOf(String id) {
        return side.tip(shown, id);
    }

    /** The size side labels are drawn at, as a factor of their stylesheet's (1: full size). */
    public double sideLabelFactor() {
        return side.factor();
    }

    /** Called by {@link GraphZoom} when the user zoomed or panned ({@code fit}: asked to see the whole graph). */
    void viewChanged(boolean fit) {
        if (fit) {
            refit();
        } else {
            fitSideLabels();
            placeLabelBoxes();
            requestDraw();
        }
    }

    /** Shows the whole graph in the pane again, as after {@link #show} of a new graph (e.g. on a new launch). */
    public void zoomToFit() {
        zoom.fit();
    }

    /** Whether labels that crowd the fitted view in full ({@link GraphFit#crowded}) are drawn compact; false here. */
    protected boolean shortensCrowdedLabels() {
        return false;
    }

    private boolean crowded() {
        return shortensCrowdedLabels() && fitScale > 0 && GraphFit.crowded(boxes, getWidth(),
                paddingPx - fitLeft * fitScale, paddingPx + fitTop * fitScale, fitScale, side.drawnAt());
    }

    /** Whether the view shows the whole graph (false once the user zoomed or panned). */
    public ReadOnlyBooleanProperty fittedProperty() {
        return zoom.fittedProperty();
    }

    /** The camera's zoom: the share of the fitted view shown across (1: fitted, below 1: zoomed in). */
    public double viewPercent() {
        return panel.getCamera().getViewPercent();
    }

    /** Zooms in by {@code factor} (below 1: out) about pixel ({@code x}, {@code y}) of the pane, as the wheel does. */
    public void zoomAbout(double factor, double x, double y) {
        zoom.zoomAbout(factor, x, y);
    }

    private void refit() {
        if (shown != null) {
            show(shown);
            requestDraw();
        }
    }

    /** The pane's width in pixels less the graph's padding and the strip kept free for the fit button. */
    private double innerWidth() {
        return getWidth() - 2 * paddingPx - buttonRightPx;
    }

    /** The pane's height in pixels less the graph's padding and the top kept free (for a hint, the fit button). */
    private double innerHeight() {
        return getHeight() - reservedTopPx - buttonTopPx - 2 * paddingPx;
    }

    /** Keeps the top {@code px} pixels of the pane free of the graph, which is fitted into the rest. */
    protected void reserveTop(double px) {
        if (px != reservedTopPx) {
            reservedTopPx = px;
            refit();
        }
    }

    /** The GraphStream graph; read it on the FX thread only. */
    public Graph graph() {
        return graph;
    }

    Camera camera() {
        return panel.getCamera();
    }

    GraphicGraph drawnGraph() {
        return viewer.getGraphicGraph();
    }

    /** Called with a node's id when the user clicks it. */
    public void setOnNodeClicked(Consumer<String> handler) {
        onNodeClicked = handler;
    }

    /** Called after each pulse in which the pane is on screen, its graph drawn as the view shows it; nothing here. */
    protected void drawn() {
    }

    /** How many times the graph has been drawn: each is a frame that showed a change. */
    public long framesDrawn() {
        return drawing.framesDrawn();
    }

    /** Draws the graph now if it changed (e.g. before a snapshot taken outside a pulse). */
    public void drawNow() {
        drawing.drawIfChanged();
    }

    public void close() {
        drawing.close();
        if (viewer.getGraphicGraph() != null) {
            // closing drops each element's renderer, which exists only once the element was drawn
            viewer.actionPerformed();
        }
        viewer.close();
    }

    /** Asks for a pulse in which the change is drawn ({@link PulseDrawing}). */
    private void requestDraw() {
        drawing.request();
    }

    /**
     * Fixes the camera on the drawn nodes, widened to the right so that labels reaching right of their nodes stay
     * inside the pane at the scale the pane allows; a view the user zoomed or panned keeps its zoom and centre.
     */
    private void fitCamera() {
        if (boxes.isEmpty() || panel.getCamera() == null) {
            return;
        }
        GraphFit.View v = view();
        fitScale = v.scale();
        fitLeft = v.left();
        fitTop = v.top();
        zoom.fitTo(v);
    }

    /** The fitted view of {@link #boxes} in the pane as it is now ({@link GraphFit#view}). */
    private GraphFit.View view() {
        return GraphFit.view(boxes, margin(), innerWidth(), innerHeight(), side.drawnAt(), rowScale, buttonRightPx,
                reservedTopPx + buttonTopPx);
    }
}
