package dev.syncscope.app;

import dev.syncscope.views.graph.DomainGraphPane;
import dev.syncscope.views.graph.ExecutionGraphPane;
import dev.syncscope.views.threads.DispatchGridView;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.Region;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays the window out for a projector while presentation mode is on, and back afterwards. The fonts are 1.6 times
 * larger then (presentation.css), so each pane gets the height its content needs rather than a fixed share:
 * <ul>
 * <li>the problems move under the source ({@link SideDetails}): the source keeps {@link #SOURCE_LINES_BESIDE} lines
 * and they get the rest of its column, at most {@link #DETAILS_BESIDE_MAX} of it, and the height their selected row
 * needs to be read whole (the source keeping {@link #SOURCE_LINES_LEAST} lines), or what the user gave them by
 * dragging its divider (kept while the window is open); the dispatch grid and the graphs keep the whole height of the
 * middle. Across the bottom of the window, at 1280×800, the detail tabs had 18 % of the middle, about 65 px under
 * their tabs: two lines of a race's row and no value of the memory tab (the teacher audit), and no more height was to
 * be had there without taking the graphs' 300 px;</li>
 * <li>the dispatch grid gets the height of its full-size cells (54 × 38 px) up to {@link #GRID_SHARE} of the right
 * column, or, for a larger dispatch, the height in which its cells still carry their names
 * ({@link DispatchGridView#labelledHeight}: never smaller than 16 px, above normal mode's 13 px), up to
 * {@link #GRID_MAX} (a dispatch too large for names keeps {@link #GRID_UNNAMED}); the graph tabs below it keep
 * the rest (while explaining, the grid's names come first);</li>
 * <li>while "Why this value?" or the memory tab is the detail tab shown, the detail tabs are back across the bottom of
 * the window's middle, where the explanation's prose and the memory tables have the window's width: the memory tab
 * gets {@link #DETAILS_EXPLAINING} of the middle, and the explanation the height of its whole text, down to its fix
 * (at most {@link #DETAILS_EXPLAINING_MAX}, and never so much that the source
 * shows fewer than {@link #SOURCE_LINES_EXPLAINING} lines: beyond that it scrolls, and the source, the grid and the
 * graphs keep the rest).</li>
 * </ul>
 * The panes are measured again when the detail tab, the source's tab, the selected problem, the explanation, the
 * launch, the window's size or whether the read chooser is shown changes. Leaving presentation mode puts the detail
 * tabs and the window's dividers back where they were. FX thread only.
 */
final class PresentationLayout {

    /** The lines of source kept above the problems in the source's column while presenting. */
    static final int SOURCE_LINES_BESIDE = 8;
    /** The lines of source kept above the problems while their selected row needs more room to be shown whole. */
    static final int SOURCE_LINES_LEAST = 5;
    /** The most of the source's column the problems take while presenting (a long selected row, a drag: more). */
    static final double DETAILS_BESIDE_MAX = 0.5;
    /** The problems' share of the source's column while the lessons are shown above them (the lesson is read). */
    static final double DETAILS_UNDER_LESSONS = 0.3;
    /** Pixels the problems keep beside the source while there are none: their tabs and "No problems." */
    static final double NO_PROBLEMS = 110;
    /** The titles the lessons' list keeps in view while presenting (the selected one and the next). */
    static final int LESSON_TITLES = 2;
    /** The id of the lessons' tab. */
    static final String LESSONS_TAB = "lessonsTab";
    /** The memory tab's share of the middle while presenting it across the bottom. */
    static final double DETAILS_EXPLAINING = 0.4;
    /** The most of the middle the explanation takes where {@link #SOURCE_LINES_EXPLAINING} source lines need less. */
    static final double DETAILS_EXPLAINING_MAX = 0.74;
    /**
     * The most of the middle the grid's names may claim from the explanation (a large dispatch's names need more:
     * they are left out rather than the explanation cut).
     */
    static final double CENTRE_FOR_GRID = 0.35;
    /**
     * The grid's share of the right column for a dispatch whose cells cannot carry names in presentation mode (nor in
     * normal mode: 256 invocations and more), and while a launch is loading: the graphs keep most of the height.
     */
    static final double GRID_UNNAMED = 0.28;
    /** Pixels of cells a dispatch too large for names keeps below the grid pane's title and barrier lines. */
    static final double UNNAMED_CELLS = 72;
    /**
     * The grid's share of the right column while presenting, unless its full-size cells need less or its names more:
     * about its share in normal mode, so that its cells are no smaller than there.
     */
    static final double GRID_SHARE = 0.4;
    /** The most the grid takes of the right column while presenting (the graphs keep the rest). */
    static final double GRID_MAX = 0.6;
    /**
     * The lines of source kept in view while "Why this value?" is presented: the read explained and the lines around
     * it, and beside them the graphs' height; a longer explanation (the Japanese one at 1280×800) scrolls instead. The
     * explanation took up to {@link #DETAILS_EXPLAINING_MAX} and left the source two lines.
     */
    static final int SOURCE_LINES_EXPLAINING = 8;

    /**
     * Pixels of the graph tabs (their tabs and the graph) kept below the grid while explaining: the explanation
     * scrolls rather than squeeze the memory-domain graph under its labels (down to 50 px at 1280×800).
     */
    static final double GRAPHS_EXPLAINING = 175;
    /**
     * The most of the middle the graph tabs take below the grid while explaining, for the memory-domain graph's labels
     * to stay legible ({@link DomainGraphPane#legibleHeightProperty()}: at 175 px its leaves' labels shrank to 6 px and
     * the labels under its domains ran into each other, the teacher audit); a taller graph is drawn taller than its pane.
     */
    static final double GRAPHS_EXPLAINING_MAX = 0.45;
    /** The id of the memory-domain graph's tab. */
    static final String DOMAINS_TAB = "domainsTab";
    /** The id of the execution graph's tab. */
    static final String EXECUTION_TAB = "executionTab";
    /**
     * Pixels the execution graph's lanes keep below its relation picker and legend while explaining, up to {@link
     * #EXECUTION_EXPLAINING_MAX} of the middle for the whole graph tab: rows of events at presentation size (150 px
     * left them 120 at 1280×800, too low for a projector: the session-57 audit); the explanation scrolls.
     */
    static final double EXECUTION_LANES_EXPLAINING = 210;
    /** The most of the middle the execution graph's tab takes below the grid while explaining. */
    static final double EXECUTION_EXPLAINING_MAX = 0.52;
    /** Pixels the execution graph's lanes keep while the memory tab is shown: its allocations need the rest. */
    static final double EXECUTION_LANES_MEMORY = 150;
    /** The id of the "Why this value?" tab. */
    static final String EXPLAIN_TAB = "explainTab";
    /** The id of the memory tab. */
    static final String MEMORY_TAB = "memoryTab";

    private final Scene scene;
    /** What the panes need, measured in the scene. */
    private final PaneMeasures measures;
    private final List<Saved> saved = new ArrayList<>();
    /** The other split panes (lessons', memory's): not arranged, but their dividers shift with the fonts; put back. */
    private final List<Saved> others = new ArrayList<>();
    /** The detail tabs while presenting (their selection moves the dividers), else null. */
    private TabPane detailTabs;
    /** Moves the detail tabs under the source and back (made when first presenting; it keeps the user's divider). */
    private SideDetails side;
    private final ChangeListener<Tab> onDetailTab = (obs, old, now) -> requestArrange();
    private final InvalidationListener onChange = obs -> requestArrange();
    /** The observables {@link #onChange} listens to while presenting. */
    private final List<ObservableValue<?>> watched = new ArrayList<>();
    private boolean arrangePending;
    /** The lessons' split followed, and the one whose divider the user dragged while presenting (left so). */
    private SplitPane lessonsWatched;
    private SplitPane lessonsDragged;
    /** Whether the problems list is empty while presenting (null: not followed). */
    private javafx.beans.binding.BooleanBinding noProblems;

    /** One split pane's dividers before presentation mode. */
    private record Saved(SplitPane pane, double[] positions) { }

    PresentationLayout(Scene scene) {
        this.scene = scene;
        this.measures = new PaneMeasures(scene);
    }

    /** Presents ({@code true}) or restores the dividers as they were before presenting ({@code false}). */
    void present(boolean on) {
        if (scene.lookup("#domainGraph") instanceof DomainGraphPane domains) {
            domains.legendShownProperty().set(!on);
        }
        if (!on) {
            if (side != null) {
                side.moveBelow();
            }
            for (Saved s : saved) {
                s.pane().setDividerPositions(s.positions());
            }
            for (Saved s : others) {
                s.pane().setDividerPositions(s.positions());
            }
            close();
            return;
        }
        Node graphs = scene.lookup("#graphTabs");
        Node details = scene.lookup("#detailTabs");
        if (graphs == null || details == null || !saved.isEmpty()) {
            return;
        }
        List<SplitPane> arranged = verticalSplitsAround(graphs);
        for (SplitPane split : arranged) {
            saved.add(new Saved(split, split.getDividerPositions()));
        }
        for (Node n : scene.getRoot().lookupAll(".split-pane")) {
            if (n instanceof SplitPane split && !arranged.contains(split)) {
                others.add(new Saved(split, split.getDividerPositions()));
            }
        }
        SplitPane middle = splitOf(details);
        Node sourceTabs = scene.lookup("#sourceTabs");
        SplitPane centre = sourceTabs == null ? null : splitOf(sourceTabs);
        if (middle != null && centre != null && side == null) {
            side = new SideDetails(middle, centre, sourceTabs, details);
        }
        if (details instanceof TabPane tabs) {
            detailTabs = tabs;
            tabs.getSelectionModel().selectedItemProperty().addListener(onDetailTab);
        }
        watch(scene.widthProperty());
        watch(scene.heightProperty());
        if (measures.grid() != null) {
            watch(measures.grid().viewModel().gridProperty());
        }
        // the barrier lines under the grid take its pane's height as they come and go (the grid was squeezed out)
        if (scene.lookup("#barriers") instanceof Region barriers) {
            watch(barriers.heightProperty());
        }
        Node choices = scene.lookup("#readChoices");
        if (choices != null) {
            watch(choices.visibleProperty());
        }
        if (scene.lookup("#problems") instanceof ListView<?> problems) {
            // read at each arrangement (besideHeight), so that the binding fires again at the next change
            noProblems = javafx.beans.binding.Bindings.isEmpty(problems.getItems());
            watch(noProblems);
            watch(problems.getSelectionModel().selectedIndexProperty());
        }
        if (sourceTabs instanceof TabPane tabs) {
            watch(tabs.getSelectionModel().selectedItemProperty());
        }
        if (graphs instanceof TabPane tabs && scene.lookup("#domainGraph") instanceof DomainGraphPane domains) {
            watch(tabs.getSelectionModel().selectedItemProperty());
            watch(domains.legibleHeightProperty());
        }
        if (scene.lookup("#explanation") instanceof ScrollPane explanation && explanation.getContent() != null) {
            watch(explanation.getContent().layoutBoundsProperty());
        }
        if (scene.lookup("#explainFixes") instanceof Region fixes) { // the pinned fix (ExplanationView#pane)
            watch(fixes.layoutBoundsProperty());
        }
        arrange();
    }

    /** Stops following the window (it closes): no arrangement is made after this, none is undone. */
    void close() {
        if (detailTabs != null) {
            detailTabs.getSelectionModel().selectedItemProperty().removeListener(onDetailTab);
            detailTabs = null;
        }
        watched.forEach(o -> o.removeListener(onChange));
        watched.clear();
        if (noProblems != null) {
            noProblems.dispose();
            noProblems = null;
        }
        saved.clear();
        others.clear();
    }

    private void watch(ObservableValue<?> value) {
        value.addListener(onChange);
        watched.add(value);
    }

    /** Arranges the panes once, after the changes of this pulse (listeners fire during layout). */
    private void requestArrange() {
        if (!arrangePending && !saved.isEmpty()) {
            arrangePending = true;
            Platform.runLater(this::arrange);
        }
    }

    /** Sets the presenting dividers for the detail tab shown and the panes' contents, in the style in force. */
    private void arrange() {
        arrangePending = false;
        if (saved.isEmpty()) {
            return;
        }
        Tab shown = detailTabs == null ? null : detailTabs.getSelectionModel().getSelectedItem();
        boolean explaining = shown != null && EXPLAIN_TAB.equals(shown.getId());
        boolean memory = shown != null && MEMORY_TAB.equals(shown.getId());
        boolean below = explaining || memory;
        if (scene.lookup("#domainGraph") instanceof DomainGraphPane domains) {
            // the colours' legend where there is room: not while explaining, whose fix its two lines cut
            domains.legendShownProperty().set(!explaining);
        }
        if (side != null && below) {
            side.moveBelow();
        } else if (side != null) {
            side.moveBeside();
        }
        Parent root = scene.getRoot();
        root.applyCss();
        root.layout();
        Node details = scene.lookup("#detailTabs");
        if (side != null && side.beside()) {
            SplitPane column = side.split();
            double dragged = side.userDivider();
            if (Double.isNaN(dragged)) {
                give(column, 1, besideHeight(column));
            } else {
                column.setDividerPositions(dragged);
            }
        } else if (below) {
            for (Saved s : saved) {
                if (contains(s.pane(), details)) {
                    double wanted = explaining ? measures.explanationHeight(detailTabs) : 0;
                    give(s.pane(), 1, belowHeight(s.pane(), wanted, explaining));
                }
            }
        }
        root.layout();
        for (Saved s : saved) {
            if (!contains(s.pane(), details)) {
                give(s.pane(), 0, gridHeight(inner(s.pane()), below));
            }
        }
        arrangeLessons();
    }

    /**
     * While the lessons are shown, their list keeps {@link #LESSON_TITLES} titles below its filter, up to half the
     * lessons' split: at 30 % of it, beside the memory tab at presentation size, it showed one title cut through the
     * middle (the session-91 audit). A list the user made taller, or whose divider they dragged, is left so.
     */
    private void arrangeLessons() {
        if (scene.lookup("#lessonSplit") instanceof SplitPane split && split.isVisible() && split.getItems().size() == 2
                && split.getItems().get(0) instanceof Region top && split != lessonsDragged) {
            if (split != lessonsWatched) {
                lessonsWatched = split;
                split.addEventFilter(javafx.scene.input.MouseEvent.MOUSE_RELEASED, e -> {
                    Node n = e.getTarget() instanceof Node t ? t : null;
                    for (; n != null && n != split; n = n.getParent()) {
                        lessonsDragged = n.getStyleClass().contains("split-pane-divider") ? split : lessonsDragged;
                    }
                });
            }
            double wanted = Math.min(measures.lessonsHeight(split, top, LESSON_TITLES), 0.5 * inner(split));
            if (top.getHeight() + 0.5 < wanted) {
                give(split, 0, wanted);
            }
        }
    }

    /**
     * The height of the problems in the source's column {@code column}: the column less the source's
     * {@link #SOURCE_LINES_BESIDE} lines, at most {@link #DETAILS_BESIDE_MAX} of it; more where the selected row needs
     * it to be shown whole, as long as the source keeps {@link #SOURCE_LINES_LEAST} lines; under the lessons,
     * {@link #DETAILS_UNDER_LESSONS} of it.
     */
    private double besideHeight(SplitPane column) {
        double total = inner(column);
        // "No problems." needs one line: under a lesson, the lesson keeps the rest (it took 30 % of the column)
        double most = noProblems != null && noProblems.get() ? NO_PROBLEMS : Double.MAX_VALUE;
        if (scene.lookup("#sourceTabs") instanceof TabPane tabs && tabs.getSelectionModel().getSelectedItem() != null
                && LESSONS_TAB.equals(tabs.getSelectionModel().getSelectedItem().getId())) {
            return Math.min(most, DETAILS_UNDER_LESSONS * total);
        }
        double divider = total - column.getItems().stream().mapToDouble(n -> n.getLayoutBounds().getHeight()).sum();
        double source = measures.sourceHeight(SOURCE_LINES_BESIDE);
        most = DETAILS_BESIDE_MAX * total;
        if (source <= 0) {
            return most;
        }
        double least = measures.sourceHeight(SOURCE_LINES_LEAST);
        double row = Math.min(side.selectedRowHeight(), total - least - divider);
        return Math.max(row, Math.min(most, total - source - divider));
    }

    /**
     * The height of the detail tabs in {@code main} (the split of the middle) while they are across its bottom:
     * {@code wanted} (the whole explanation; the memory tab's tables all it can have, at least
     * {@link #DETAILS_EXPLAINING} of the middle); at most {@link #DETAILS_EXPLAINING_MAX}, and less when the grid's
     * names need more of the middle (up to {@link #CENTRE_FOR_GRID} of it) or the graphs theirs ({@code explaining}:
     * the explanation is shown, else the memory tab).
     */
    private double belowHeight(SplitPane main, double wanted, boolean explaining) {
        double middle = inner(main);
        double divider = middle - main.getItems().stream().mapToDouble(n -> n.getLayoutBounds().getHeight()).sum();
        // the centre is the grid pane above the graph tabs: the middle's divider and the column's, alike
        double named = measures.gridNamedHeight();
        // a grid whose names need more than CENTRE_FOR_GRID is left without them rather than the explanation cut
        double forGrid = !Double.isNaN(named) && named + 2 * divider <= CENTRE_FOR_GRID * middle ? named + 2 * divider
                : 0;
        // the graphs keep a height a class can read beside the source's lines (the teacher audit: 50 px at 1280x800)
        double centre = Math.max(Math.max((1 - DETAILS_EXPLAINING_MAX) * middle,
                forGrid + graphsExplaining(middle, explaining)),
                measures.sourceHeight(SOURCE_LINES_EXPLAINING) + divider);
        // the explanation takes the height of its text, no floor of the middle: with no read explained yet its one
        // line took 220 px, and a three-line one left 100 px blank below it while the execution graph beside it lost
        // its labels and the outcomes showed one row (the session-91 audit); the memory tab's tables take their share
        double least = explaining ? 0 : DETAILS_EXPLAINING * middle;
        return Math.min(Math.max(wanted, least), middle - centre);
    }

    /** The height of a vertical split pane's items and divider. */
    private static double inner(SplitPane split) {
        return split.getHeight() - split.snappedTopInset() - split.snappedBottomInset();
    }

    /**
     * Moves the divider of {@code split} (vertical, two items) so that its item {@code item} (0: above, 1: below) is
     * {@code size} high, or as near as the items' least heights let it: set, laid out, then corrected by what the
     * divider's own height took.
     */
    private static void give(SplitPane split, int item, double size) {
        double total = inner(split);
        if (total <= 0) {
            return;
        }
        double position = (item == 0 ? size : total - size) / total;
        for (int pass = 0; pass < 2; pass++) {
            position = Math.max(0, Math.min(1, position));
            split.setDividerPositions(position);
            split.requestLayout();
            split.layout();
            double actual = split.getItems().get(item).getLayoutBounds().getHeight();
            position += (item == 0 ? size - actual : actual - size) / total;
        }
        split.setDividerPositions(Math.max(0, Math.min(1, position)));
    }

    /**
     * The height the graph tabs keep below the grid while explaining, in a middle {@code middle} high: {@link
     * #GRAPHS_EXPLAINING}, or while the memory-domain graph is the graph shown the height its labels need to be legible,
     * while the execution graph is, {@link #EXECUTION_LANES_EXPLAINING} for its lanes below its picker and legend (up to
     * {@link #EXECUTION_EXPLAINING_MAX} of the middle; {@link #EXECUTION_LANES_MEMORY} beside the memory tab, {@code
     * explaining} false); up to {@link #GRAPHS_EXPLAINING_MAX} of the middle.
     */
    private double graphsExplaining(double middle, boolean explaining) {
        if (!(scene.lookup("#graphTabs") instanceof TabPane tabs)
                || tabs.getSelectionModel().getSelectedItem() == null) {
            return GRAPHS_EXPLAINING;
        }
        String shown = tabs.getSelectionModel().getSelectedItem().getId();
        if (EXECUTION_TAB.equals(shown) && scene.lookup("#executionGraph") instanceof ExecutionGraphPane execution
                && execution.getCenter() instanceof Region lanes) {
            // the relation picker and the legend above the lanes take about 100 px at presentation size: the lanes
            // keep EXECUTION_LANES_EXPLAINING under them (they had 50 px at 1280x800, their labels 12 px: the audit)
            double around = tabs.getHeight() - lanes.getHeight();
            return explaining ? Math.max(GRAPHS_EXPLAINING, Math.min(around + EXECUTION_LANES_EXPLAINING,
                    EXECUTION_EXPLAINING_MAX * middle))
                    : Math.max(GRAPHS_EXPLAINING, Math.min(around + EXECUTION_LANES_MEMORY, GRAPHS_EXPLAINING_MAX * middle));
        }
        if (!DOMAINS_TAB.equals(shown) || !(scene.lookup("#domainGraph") instanceof DomainGraphPane domains)) {
            return GRAPHS_EXPLAINING;
        }
        double legible = domains.legibleHeightProperty().get();
        double around = tabs.getHeight() - domains.getHeight();
        return legible <= 0 ? GRAPHS_EXPLAINING
                : Math.max(GRAPHS_EXPLAINING, Math.min(around + legible, GRAPHS_EXPLAINING_MAX * middle));
    }

    /**
     * The height the grid's pane (its title and the grid) gets in a column {@code column} high. Presenting: its
     * full-size cells, up to {@link #GRID_SHARE} of the column (about its share in normal mode, so that its cells are
     * no smaller than there); more when its cells' names need more, up to {@link #GRID_MAX}. While "Why this value?"
     * is shown: the height its names need (the full-size cells' if less), up to the whole column, since the
     * explanation leaves the middle little room and a grid without names tells the class little. A dispatch whose
     * names never fit (or need more than that) is a map of states, as in normal mode: it keeps {@link #GRID_UNNAMED},
     * and {@link #UNNAMED_CELLS} of cells below its title and barrier lines however many those are, and the graphs the
     * rest (with a barrier's line, 1,024 invocations were drawn as the first workgroup's title alone).
     */
    private double gridHeight(double column, boolean explaining) {
        DispatchGridView grid = measures.grid();
        double natural = grid == null ? 0 : grid.naturalHeight(grid.getWidth());
        if (natural <= 0) {
            return GRID_UNNAMED * column;
        }
        double full = PaneMeasures.gridTitleHeight(grid) + natural;
        double named = measures.gridNamedHeight();
        if (Double.isNaN(named) || named > (explaining ? column : GRID_MAX * column)) {
            // the lines are drawn in at most 40 % of the grid (DispatchGridView), and the graphs keep the rest
            double cells = Math.min(PaneMeasures.gridTitleHeight(grid) + grid.linesHeight(grid.getWidth())
                    + UNNAMED_CELLS, GRID_MAX * column);
            return Math.min(full, Math.max(GRID_UNNAMED * column, cells));
        }
        return explaining ? named : Math.min(full, Math.max(GRID_SHARE * column, named));
    }

    /** The split pane {@code node} is an item of, or null. */
    private static SplitPane splitOf(Node node) {
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof SplitPane split) {
                return split.getItems().contains(node) ? split : null;
            }
        }
        return null;
    }

    /** The vertical split panes {@code node} sits in, innermost first. */
    private static List<SplitPane> verticalSplitsAround(Node node) {
        List<SplitPane> out = new ArrayList<>();
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof SplitPane split && split.getOrientation() == Orientation.VERTICAL
                    && split.getDividers().size() == 1) {
                out.add(split);
            }
        }
        return out;
    }

    private static boolean contains(SplitPane split, Node node) {
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p == split) {
                return true;
            }
        }
        return false;
    }
}
