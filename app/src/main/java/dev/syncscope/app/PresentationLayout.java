package dev.syncscope.app;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays the window out for a projector while presentation mode is on, and back afterwards. The fonts
 * are 1.6 times larger then (presentation.css), so at the default 1280×800 the graph tabs would keep
 * about 130 px; presenting gives the graphs the height instead: the dispatch grid above them and the
 * problems / "why this value?" / memory tabs below shrink (still on screen, their dividers still
 * draggable), and leaving presentation mode puts the window's dividers back where they were. FX
 * thread only.
 */
final class PresentationLayout {

    /** Share of the window's middle for source, grid and graphs while presenting (the detail tabs keep the rest). */
    static final double MAIN_PRESENTING = 0.82;
    /** Share of the right column for the dispatch grid while presenting (the graph tabs keep the rest). */
    static final double GRID_PRESENTING = 0.28;

    private final Scene scene;
    private final List<Saved> saved = new ArrayList<>();

    /** One split pane's dividers before presentation mode. */
    private record Saved(SplitPane pane, double[] positions) { }

    PresentationLayout(Scene scene) {
        this.scene = scene;
    }

    /** Presents ({@code true}) or restores the dividers as they were before presenting ({@code false}). */
    void present(boolean on) {
        if (!on) {
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
            boolean holdsDetails = contains(split, details);
            split.setDividerPositions(holdsDetails ? MAIN_PRESENTING : GRID_PRESENTING);
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
