package dev.syncscope.views.graph;

import dev.syncscope.core.check.RelationKind;
import dev.syncscope.views.i18n.Messages;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.util.StringConverter;
import org.controlsfx.control.CheckComboBox;

import java.util.Locale;

/**
 * The execution graph (DESIGN.md §5): a header (id {@code executionHeader}) with a {@link CheckComboBox} of relation
 * kinds (id {@code relationFilter}) and the legend of the relations drawn ({@link ExecutionLegend}), above a {@link
 * GraphPane} showing the {@link ExecutionGraphViewModel}'s description; checking a relation draws its edges and
 * lists it in the legend. The tab names the pane, so the header does not. FX thread only; call {@link #close()} when
 * discarding the pane.
 */
public class ExecutionGraphPane extends BorderPane {

    private final ExecutionGraphViewModel model;
    private final GraphPane graph;
    private final CheckComboBox<RelationKind> filter = new CheckComboBox<>();
    private final FlowPane header = new FlowPane(12, 4);
    /** How many lanes are drawn of how many, when not all are ({@link ExecutionGraphViewModel#lanesNoteProperty}). */
    private final javafx.scene.control.Label lanesNote = new javafx.scene.control.Label();
    private final Messages text;
    private boolean syncing;
    /** Whether {@link #fitLanes} is asking for a lane count (the graphs it makes come back to it). */
    private boolean fittingLanes;
    /** A {@link #fitLanes} is asked for and will run once this pulse's changes are made. */
    private boolean fitPending;
    /** The last lane count {@link #fitLanes} tried in vain, with the width, text size and label length it had. */
    private String failedTrial = "";

    public ExecutionGraphPane(ExecutionGraphViewModel model, Messages text) {
        this.model = model;
        this.text = text;
        this.graph = new LanePane(text);
        createView(text);
        initListeners();
        syncChoices();
        if (model.descriptionProperty().get() != null) {
            graph.show(model.descriptionProperty().get());
        }
    }

    private void createView(Messages text) {
        setId("executionGraph");
        filter.setId("relationFilter");
        filter.setTitle(text.get("execgraph.relations"));
        filter.setConverter(new StringConverter<>() {
            @Override
            public String toString(RelationKind k) {
                return k == null ? "" : text.get("relation." + k.name().toLowerCase(Locale.ROOT));
            }

            @Override
            public RelationKind fromString(String s) {
                return null;
            }
        });
        header.setId("executionHeader");
        header.setAlignment(Pos.CENTER_LEFT);
        header.setPadding(new Insets(4, 8, 4, 8));
        lanesNote.setId("lanesNote");
        lanesNote.getStyleClass().add("graph-hint");
        // under the header, as wide as the pane: its one-line width must not widen the pane
        lanesNote.setPrefWidth(1);
        lanesNote.setMaxWidth(Double.MAX_VALUE);
        lanesNote.setPadding(new Insets(0, 8, 4, 8));
        lanesNote.setWrapText(true);
        lanesNote.textProperty().bind(model.lanesNoteProperty());
        lanesNote.visibleProperty().bind(model.lanesNoteProperty().isNotEmpty());
        lanesNote.managedProperty().bind(lanesNote.visibleProperty());
        javafx.scene.layout.VBox top = new javafx.scene.layout.VBox(header, lanesNote);
        top.setFillWidth(true);
        setTop(top);
        setCenter(graph);
        showLegend();
    }

    private void initListeners() {
        model.availableKinds().addListener((ListChangeListener<RelationKind>) c -> syncChoices());
        filter.getCheckModel().getCheckedItems().addListener((ListChangeListener<RelationKind>) c -> {
            if (!syncing) {
                model.setShown(java.util.List.copyOf(filter.getCheckModel().getCheckedItems()));
            }
            showLegend();
        });
        graph.darkProperty().addListener((obs, old, now) -> showLegend());
        graph.widthProperty().addListener((obs, old, now) -> fitLanesLater());
        graph.heightProperty().addListener((obs, old, now) -> fitLanesLater());
        model.descriptionProperty().addListener((obs, old, now) -> {
            if (now != null) {
                graph.show(now);
            } else {
                graph.show(new GraphDescription(java.util.List.of(), java.util.List.of()));
            }
        });
        // after the listener that shows it: a new lane count's description, made inside, is then the one shown last
        model.descriptionProperty().addListener((obs, old, now) -> fitLanesLater());
    }

    /**
     * {@link #fitLanes} once after the changes of this pulse (a step's new description, a resize drag's widths and
     * heights), not once per change: each fit draws the graph again.
     */
    private void fitLanesLater() {
        if (!fitPending) {
            fitPending = true;
            javafx.application.Platform.runLater(() -> {
                fitPending = false;
                fitLanes();
            });
        }
    }

    /** Clears the checks before replacing the items: CheckComboBox fails on checked items that vanish. */
    private void syncChoices() {
        syncing = true;
        try {
            filter.getCheckModel().clearChecks();
            filter.getItems().setAll(model.availableKinds());
            for (RelationKind k : model.shown()) {
                if (filter.getItems().contains(k)) {
                    filter.getCheckModel().check(k);
                }
            }
        } finally {
            syncing = false;
        }
        showLegend();
    }

    /** Lists the relations drawn, in the menu's order, with their edges' colours in the theme shown. */
    private void showLegend() {
        java.util.List<RelationKind> drawn = filter.getItems().stream()
                .filter(k -> filter.getCheckModel().isChecked(k)).toList();
        header.getChildren().setAll(filter);
        header.getChildren().addAll(ExecutionLegend.entries(drawn, GraphStyles.forTheme(GraphStyles.EXECUTION,
                graph.isDark()), text));
    }

    /** The width a lane takes at text scale 1: an event's node and its label ("cbar #0", "W s0[31] = 32") beside it. */
    static final double LANE_PX = 110;

    /**
     * Asks the view model for as many lanes as fit the pane at its text size (7 at 780 px in the window, 4 when
     * presenting at 1.5 times the text; 8 lanes there hid every label and lane header as colliding), and fewer while
     * the events' labels would not be shown in the fitted view, where more invocations stepped than fit: lanes of long
     * labels (R inputs[293] = 0, 300 steps of reduction-1024.comp) drawn 7 to a pane left every event an anonymous dot.
     * A lane more is tried when the graph changes, so shorter labels get their lanes back, unless it was tried in vain
     * with as many lanes fitting at this text size and labels as long ({@link #failedTrial}: each try draws the graph
     * several times).
     * Runs after the graph showed the model's description.
     */
    private void fitLanes() {
        double width = graph.getWidth();
        if (width <= 0 || fittingLanes || model.descriptionProperty().get() == null) {
            return;
        }
        fittingLanes = true;
        // the lane counts are tried by whether their labels fit in full; the compact ones are drawn once, at the end
        graph.showInFullOnly(true);
        try {
            int most = mostLanes();
            if (model.steppedInvocations() <= most) {
                // all of a small launch's invocations are drawn, labelled or not (zoom in to read them)
                model.setMaxLanes(most);
                return;
            }
            int lanes = Math.min(most, model.maxLanes());
            while (!labelledAt(lanes) && lanes > 2) {
                lanes--;
            }
            // keyed by the lanes that fit, not the pixels: a resize drag's every width is no new trial
            String trial = (lanes + 1) + " of " + most + " lanes at " + graph.textScale() + ", labels of "
                    + longestLabel() + " characters";
            if (lanes < most && graphLabelled() && !trial.equals(failedTrial) && !labelledAt(lanes + 1)) {
                failedTrial = trial;
                labelledAt(lanes);
            }
        } finally {
            fittingLanes = false;
            graph.showInFullOnly(false);
        }
    }

    /** The most lanes the pane's width holds at its text size, {@link #LANE_PX} each, and at least 2. */
    int mostLanes() {
        return Math.max(2, (int) (graph.getWidth() / (LANE_PX * Math.max(1, graph.textScale()))));
    }

    /**
     * Asks for {@code lanes} lanes and shows the graph until whether its labels are drawn in full settles; whether
     * they are then shown in full (compact labels, {@link SideLabels#show}, count as not: fewer lanes with their labels
     * in full come first, the compact ones are for a launch whose lanes must all be drawn or 2 lanes that hold no more).
     * The graph pane fits a graph by the labels it showed before (a label under the fit
     * button moves the graph beside it, where it may no longer fit), so a graph can swing between its labels shown and
     * hidden each time it is shown: such a graph does not count as labelled. A view the user zoomed counts as
     * labelled: its labels are hidden by their choice.
     */
    private boolean labelledAt(int lanes) {
        model.setMaxLanes(lanes);
        for (int round = 0; round < 4; round++) {
            boolean hidden = !inFull();
            graph.show(model.descriptionProperty().get());
            if (hidden == !inFull()) {
                return graphLabelled();
            }
        }
        return false;
    }

    /**
     * Whether {@code lanes} lanes show their events' labels in full, tried as {@link #fitLanes} tries a count (the
     * lane count it settles on is the most that do, from {@link #mostLanes} down). Leaves that many lanes asked for.
     */
    boolean labelledInFullAt(int lanes) {
        fittingLanes = true;
        graph.showInFullOnly(true);
        try {
            return labelledAt(lanes);
        } finally {
            fittingLanes = false;
            graph.showInFullOnly(false);
        }
    }

    /** The most characters of an event's label in the graph shown. */
    private int longestLabel() {
        return model.descriptionProperty().get().nodes().stream().filter(n -> n.styleClass().startsWith("event"))
                .mapToInt(n -> n.label() == null ? 0 : n.label().length()).max().orElse(0);
    }

    private boolean graphLabelled() {
        return inFull() || !graph.fittedProperty().get();
    }

    /** Whether the events' labels are shown in full (not hidden, nor in their compact form). */
    private boolean inFull() {
        return !graph.sideLabelsHidden() && !graph.labelsShortened();
    }

    /** The graph pane, e.g. for exporting. */
    public GraphPane graphPane() {
        return graph;
    }

    public void close() {
        graph.close();
    }

    /**
     * The graph pane of the lanes: spreads them across a wide pane (events carry their labels to the
     * right, execution.gss), so that neighbouring lanes' labels do not run into each other.
     */
    private static final class LanePane extends GraphPane {
        /** The lanes' names while their headers are above the view (a long run shows its latest steps). */
        private final StickyLanes sticky = new StickyLanes(id -> onNodeClicked.accept(id));
        /** The pixels at the top kept free for {@link #sticky}'s strip (0: none). */
        private double reserved;

        LanePane(Messages text) {
            super("execution", GraphStyles.EXECUTION, text);
            // over the graph's view, which GraphPane's constructor made its first child, and under the fit button
            getChildren().add(1, sticky);
        }

        /** Places the lanes' names for the view just drawn, the graph fitted below their strip while it shows. */
        @Override
        protected void drawn() {
            double px = sticky.place(drawnGraph(), camera(), String.valueOf(graph().getAttribute("ui.stylesheet")),
                    reserved, zoom.fitButtonArea(getWidth()));
            if (px != reserved) {
                reserved = px;
                reserveTop(px);
            }
        }

        @Override
        protected boolean widensToPane() {
            return true;
        }

        /** The racy counter's four lanes on a projector: its rows use the pane's height, its races between them steep. */
        @Override
        protected boolean stretchesRows() {
            return true;
        }

        /** A step's label stays legible on a projector: a long trace scrolls rather than its labels shrink. */
        @Override
        protected boolean keepsRowsLegible() {
            return true;
        }
    }
}
