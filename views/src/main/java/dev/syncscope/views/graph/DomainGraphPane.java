package dev.syncscope.views.graph;

import dev.syncscope.views.i18n.Messages;
import javafx.animation.Interpolator;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.Timeline;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;
import org.graphstream.ui.spriteManager.Sprite;
import org.graphstream.ui.spriteManager.SpriteManager;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The memory-domain graph (DESIGN.md §5): shows a {@link DomainGraphViewModel}'s description and
 * animates each journey of the selected write as a sprite (style class {@code write}) moving along the
 * edges, one journey after another, each taking {@code 1 / speed} seconds ({@link #speedProperty()}:
 * steps per second, bound to the toolbar's speed slider; 0 or less shows no animation). The animation
 * is a JavaFX {@link Timeline} on the FX thread, never a sleeping thread; at most
 * {@link #MAX_QUEUED} journeys wait. Until a write is shown, a hint (id {@code domainHint}) says what the graph will
 * show and how to get there: all grey and wordless, the graph taught nothing. FX thread only.
 */
public class DomainGraphPane extends GraphPane {

    private static final String SPRITE = "write";
    /** Journeys waiting beyond this many drop the oldest: a fast run shows its latest moves, not a backlog. */
    static final int MAX_QUEUED = 4;

    private final DomainGraphViewModel model;
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", 2);
    private final DoubleProperty progress = new SimpleDoubleProperty(this, "progress");
    private final ReadOnlyBooleanWrapper animating = new ReadOnlyBooleanWrapper(this, "animating");
    private final Deque<SpriteRoute> queue = new ArrayDeque<>();
    private final ReadOnlyDoubleWrapper legibleHeight = new ReadOnlyDoubleWrapper(this, "legibleHeight");
    private final javafx.beans.property.BooleanProperty legendShown =
            new javafx.beans.property.SimpleBooleanProperty(this, "legendShown", true);
    private final SpriteManager sprites;
    private Timeline timeline;
    private SpriteRoute route;
    /** The leg of {@link #route} the sprite was last placed on (-1: none yet). */
    private int leg = -1;

    public DomainGraphPane(DomainGraphViewModel model, Messages text) {
        super("domains", GraphStyles.DOMAINS, text);
        this.model = model;
        this.sprites = new SpriteManager(graph());
        setId("domainGraph");
        addHint(text);
        initListeners();
        if (model.descriptionProperty().get() != null) {
            show(model.descriptionProperty().get());
        }
    }

    private void initListeners() {
        model.descriptionProperty().addListener((obs, old, now) -> {
            if (old == null || now == null || !sameNodes(old, now)) {
                stopAnimation();
            }
            if (now != null) {
                show(now);
            }
        });
        model.movesProperty().addListener((obs, old, now) -> {
            GraphDescription g = model.descriptionProperty().get();
            if (g == null || speed.get() <= 0) {
                return;
            }
            for (java.util.List<String> path : now.paths()) {
                SpriteRoute r = SpriteRoute.through(path, g);
                if (!r.legs().isEmpty()) {
                    queue.add(r);
                }
            }
            while (queue.size() > MAX_QUEUED) {
                queue.poll();
            }
            if (!animating.get()) {
                playNext();
            }
        });
        progress.addListener((obs, old, now) -> place(now.doubleValue()));
    }

    private static final double HINT_MARGIN_PX = 6;
    /** Pixels right of the hint left free for the zoom controls. */
    private static final double HINT_RIGHT_PX = 90;

    /**
     * The hint shown while no write is, and the legend of the graph's colours ({@link DomainLegend}, id {@code
     * domainLegend}) while one is: at the top, the graph fitted below them; they let clicks through.
     */
    private void addHint(Messages text) {
        Label hint = new Label(text.get("domain.hint"));
        hint.setId("domainHint");
        hint.getStyleClass().add("graph-hint");
        hint.setWrapText(true);
        // clear of the fit button, whose width grows with presentation mode's fonts (the Japanese hint covered it)
        hint.maxWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(() -> getWidth()
                - Math.max(HINT_RIGHT_PX, fitButtonWidth().get() + 4 * HINT_MARGIN_PX), widthProperty(),
                fitButtonWidth()));
        hint.setMouseTransparent(true);
        hint.visibleProperty().bind(model.writeProperty().isNull().and(model.launchProperty().isNotNull()));
        hint.managedProperty().bind(hint.visibleProperty());
        StackPane.setAlignment(hint, Pos.TOP_LEFT);
        StackPane.setMargin(hint, new Insets(HINT_MARGIN_PX));
        // the colours' legend while a write is shown, where the hint was
        javafx.scene.layout.FlowPane legend = new javafx.scene.layout.FlowPane(10, 2);
        legend.setId("domainLegend");
        legend.getStyleClass().add("graph-legend");
        // wrapping where the hint would, clear of the Fit button
        legend.prefWrapLengthProperty().bind(hint.maxWidthProperty());
        legend.maxWidthProperty().bind(hint.maxWidthProperty());
        legend.setMaxHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        legend.setMouseTransparent(true);
        legend.visibleProperty().bind(model.writeProperty().isNotNull().and(legendShown));
        legend.managedProperty().bind(legend.visibleProperty());
        Runnable fill = () -> legend.getChildren().setAll(DomainLegend.entries(GraphStyles.forTheme(GraphStyles.DOMAINS,
                isDark()), model.readerProperty().get() != null, text));
        fill.run();
        darkProperty().addListener((obs, old, now) -> fill.run());
        model.readerProperty().addListener((obs, old, now) -> fill.run());
        StackPane.setAlignment(legend, Pos.TOP_LEFT);
        StackPane.setMargin(legend, new Insets(HINT_MARGIN_PX));
        // the graph is fitted below the hint or the legend, which covered its labels
        Runnable reserve = () -> reserveTop(hint.isVisible() ? hint.getHeight() + 2 * HINT_MARGIN_PX
                : legend.isVisible() ? legend.getHeight() + 2 * HINT_MARGIN_PX : 0);
        hint.heightProperty().addListener((obs, old, now) -> reserve.run());
        hint.visibleProperty().addListener((obs, old, now) -> reserve.run());
        legend.heightProperty().addListener((obs, old, now) -> reserve.run());
        legend.visibleProperty().addListener((obs, old, now) -> reserve.run());
        getStylesheets().add(GraphStyles.class.getResource("graph.css").toExternalForm());
        getChildren().addAll(hint, legend);
    }

    /**
     * Its rows keep their labels legible where a least text size is set (presentation mode's 16 px): the leaves'
     * labels shrank to 6 px in a Japanese window (the teacher audit), and the labels under the domains of a column ran
     * into each other and across the edges; the pane's {@link #legibleHeightProperty()} says the height that needs.
     */
    @Override
    protected boolean keepsRowsLegible() {
        return true;
    }

    /**
     * The rows' room for their side labels at {@code sideFactor}, for the labels under and above the domains of each
     * column ({@link GraphFit#columnScale}) and for every label to stay off the edges of other nodes ({@link
     * LabelEdges}); sets {@link #legibleHeightProperty()}.
     */
    @Override
    protected double rowsNeed(GraphDescription d, java.util.List<LabelSpacing.Box> measured,
                              java.util.List<LabelSpacing.Box> drawn, double pxPerUnit, double sideFactor) {
        double rows = Math.max(super.rowsNeed(d, measured, drawn, pxPerUnit, sideFactor),
                GraphFit.columnScale(measured, sideFactor));
        double clear = LabelEdges.clearScale(d, drawn, pxPerUnit, rows, sideFactor);
        legibleHeight.set(clear <= 0 ? 0 : Math.ceil(heightFor(measured, clear)));
        return clear;
    }

    /**
     * Whether the legend of the colours is shown while a write is (true by default). Presentation mode leaves it out
     * beside "Why this value?", where the graph and the explanation need its room (its two lines at presentation size
     * cut the explanation above its fix), and shows it beside the other tabs (a class reads the colours off it).
     */
    public javafx.beans.property.BooleanProperty legendShownProperty() {
        return legendShown;
    }

    /**
     * The least height of the pane at which its labels are drawn at the least text size or larger, apart from each
     * other, the nodes and the edges (0 without a least text size): the presentation layout gives the graph tabs that
     * much while explaining a read.
     */
    public ReadOnlyDoubleProperty legibleHeightProperty() {
        return legibleHeight.getReadOnlyProperty();
    }

    /**
     * Presenting, fewer graph units around the nodes than {@link #MARGIN}: the labels past the outer rows (a leaf's
     * beside it, a subgroup's under it) need less than the 0.6 units that, at the rows' larger spacing, took the room
     * of a line of the explanation below.
     */
    @Override
    protected double margin() {
        return textScale() > 1 ? PRESENTING_MARGIN : MARGIN;
    }

    /**
     * Its summaries ("sg 1–15 · visible to 1 of 60 · T63 wrote") are drawn by their names alone ("sg 1–15"), whole in
     * their tooltips, where in full they crowd the graph: presenting 64 invocations at 1024×768 the summary of 15
     * subgroups reached so far right that the graph was drawn smaller and "device" ran into "qf 0", "host" into
     * "shader", and at 1280×800 it was cut at the pane's right edge.
     */
    @Override
    protected boolean shortensCrowdedLabels() {
        return true;
    }

    /** {@link #margin()} while presenting. */
    static final double PRESENTING_MARGIN = 0.3;

    /** The domain tree is deep and, with many leaves, tall: spread its levels across a wide pane. */
    @Override
    protected boolean widensToPane() {
        return true;
    }

    private static boolean sameNodes(GraphDescription a, GraphDescription b) {
        if (a.nodes().size() != b.nodes().size()) {
            return false;
        }
        for (int i = 0; i < a.nodes().size(); i++) {
            if (!a.nodes().get(i).id().equals(b.nodes().get(i).id())) {
                return false;
            }
        }
        return true;
    }

    /** Stops the journey under way and drops queued ones (the tree changed under them). */
    private void stopAnimation() {
        if (timeline != null) {
            timeline.setOnFinished(null);
            timeline.stop();
        }
        queue.clear();
        route = null;
        if (sprites.hasSprite(SPRITE)) {
            sprites.removeSprite(SPRITE);
        }
        animating.set(false);
    }

    private void playNext() {
        route = queue.poll();
        if (route == null) {
            animating.set(false);
            if (sprites.hasSprite(SPRITE)) {
                sprites.removeSprite(SPRITE);
            }
            return;
        }
        animating.set(true);
        leg = -1;
        double seconds = Math.max(0.1, Math.min(5, 1 / Math.max(speed.get(), 1e-3)));
        progress.set(0);
        place(0);
        timeline = new Timeline(new KeyFrame(Duration.seconds(seconds),
                new KeyValue(progress, 1, Interpolator.LINEAR)));
        timeline.setOnFinished(e -> playNext());
        timeline.play();
    }

    /**
     * Puts the sprite at {@code t} of the route. A late frame (a busy FX thread) can jump over whole
     * legs; the sprite then still passes each skipped edge in order, so every domain the write moves
     * through is shown, however the frames fall.
     */
    private void place(double t) {
        if (route == null || route.legs().isEmpty()) {
            return;
        }
        int now = route.legAt(t);
        for (int i = leg + 1; i < now; i++) {
            attach(route.startOf(i));
        }
        leg = Math.max(leg, now);
        attach(route.at(t));
    }

    private void attach(SpriteRoute.Point p) {
        if (graph().getEdge(p.edgeId()) == null) {
            return;
        }
        Sprite s = sprites.hasSprite(SPRITE) ? sprites.getSprite(SPRITE) : sprites.addSprite(SPRITE);
        s.setAttribute("ui.class", "write");
        if (!s.attached() || !p.edgeId().equals(s.getAttachment().getId())) {
            s.attachToEdge(p.edgeId());
        }
        s.setPosition(p.offset());
    }

    /** Steps per second; a journey takes {@code 1 / speed} seconds. */
    public DoubleProperty speedProperty() {
        return speed;
    }

    /** Whether a journey is being animated. */
    public ReadOnlyBooleanProperty animatingProperty() {
        return animating.getReadOnlyProperty();
    }

    @Override
    public void close() {
        stopAnimation();
        super.close();
    }
}
