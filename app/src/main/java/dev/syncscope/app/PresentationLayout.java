package dev.syncscope.app;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.beans.value.ChangeListener;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays the window out for a projector while presentation mode is on, and back afterwards. The fonts
 * are 1.6 times larger then (presentation.css), so at the default 1280×800 the graph tabs would keep
 * about 130 px; presenting gives the graphs the height instead: the dispatch grid above them and the
 * problems / "why this value?" / memory tabs below shrink (still on screen, their dividers still
 * draggable). While "Why this value?" is the detail tab shown, the detail tabs get more of the height
 * ({@link #MAIN_EXPLAINING}: at 1.6 times, its headline, what was read and the missing link take about
 * 200 px, and with the graphs' share only the headline and one line showed) and the grid keeps its
 * height. Leaving presentation mode puts the window's dividers back where they were. FX thread only.
 */
final class PresentationLayout {

    /** Share of the window's middle for source, grid and graphs while presenting (the detail tabs keep the rest). */
    static final double MAIN_PRESENTING = 0.82;
    /** Share of the right column for the dispatch grid while presenting (the graph tabs keep the rest). */
    static final double GRID_PRESENTING = 0.28;
    /** The middle's share for source, grid and graphs while presenting "Why this value?". */
    static final double MAIN_EXPLAINING = 0.6;
    /** The right column's share for the grid then (about the height it has otherwise). */
    static final double GRID_EXPLAINING = 0.38;
    /** The id of the "Why this value?" tab. */
    static final String EXPLAIN_TAB = "explainTab";

    private final Scene scene;
    private final List<Saved> saved = new ArrayList<>();
    /** The detail tabs while presenting (their selection moves the dividers), else null. */
    private TabPane detailTabs;
    private final ChangeListener<Tab> onDetailTab = (obs, old, now) -> arrange();

    /** One split pane's dividers before presentation mode. */
    private record Saved(SplitPane pane, double[] positions) { }

    PresentationLayout(Scene scene) {
        this.scene = scene;
    }

    /** Presents ({@code true}) or restores the dividers as they were before presenting ({@code false}). */
    void present(boolean on) {
        if (!on) {
            if (detailTabs != null) {
                detailTabs.getSelectionModel().selectedItemProperty().removeListener(onDetailTab);
                detailTabs = null;
            }
            for (Saved s : saved) {
                s.pane().setDividerPositions(s.positions());
            }
            saved.clear();
            return;
        }
        Node graphs = scene.lookup("#graphTabs");
        Node details = scene.lookup("#detailTabs");
        if (graphs == null || details == null || !saved.isEmpty()) {
            return;
        }
        for (SplitPane split : verticalSplitsAround(graphs)) {
            saved.add(new Saved(split, split.getDividerPositions()));
        }
        if (details instanceof TabPane tabs) {
            detailTabs = tabs;
            tabs.getSelectionModel().selectedItemProperty().addListener(onDetailTab);
        }
        arrange();
    }

    /** Sets the presenting dividers for the detail tab shown. */
    private void arrange() {
        Node details = scene.lookup("#detailTabs");
        Tab shown = detailTabs == null ? null : detailTabs.getSelectionModel().getSelectedItem();
        boolean explaining = shown != null && EXPLAIN_TAB.equals(shown.getId());
        for (Saved s : saved) {
            boolean holdsDetails = contains(s.pane(), details);
            s.pane().setDividerPositions(holdsDetails ? (explaining ? MAIN_EXPLAINING : MAIN_PRESENTING)
                    : explaining ? GRID_EXPLAINING : GRID_PRESENTING);
        }
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
