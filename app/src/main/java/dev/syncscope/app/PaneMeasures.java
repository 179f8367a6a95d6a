package dev.syncscope.app;

import dev.syncscope.views.source.SourceView;
import dev.syncscope.views.threads.DispatchGridView;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TabPane;
import javafx.scene.layout.Region;

/**
 * The heights the window's panes need, measured in its scene as laid out now, for {@link PresentationLayout}: the
 * source's lines, the dispatch grid's title and named cells, and the whole explanation. FX thread only.
 */
final class PaneMeasures {

    /** Room kept for the explanation's vertical scroll bar when measuring its text. */
    private static final double SCROLL_BAR = 16;

    private final Scene scene;

    PaneMeasures(Scene scene) {
        this.scene = scene;
    }

    /**
     * The height of the source's tabs (the source and the lessons) that shows {@code lines} lines of the source; 0
     * before the source is laid out.
     */
    double sourceHeight(int lines) {
        Node area = scene.lookup("#sourceArea");
        Node tabs = scene.lookup("#sourceTabs");
        Parent view = area == null ? null : area.getParent();
        if (!(view instanceof SourceView source) || !(tabs instanceof Region pane)) {
            return 0;
        }
        double height = source.heightForLines(lines);
        return height <= 0 ? 0 : pane.getHeight() - source.getHeight() + height;
    }

    /**
     * The least height of the grid's pane (title and grid) in which its cells carry their names (the full-size cells'
     * if less); 0 without a grid, NaN when no height names them (names wider than the full-size cells).
     */
    double gridNamedHeight() {
        DispatchGridView grid = grid();
        if (grid == null) {
            return 0;
        }
        double width = grid.getWidth();
        double natural = grid.naturalHeight(width);
        double labelled = grid.labelledHeight(width);
        if (natural <= 0) {
            return 0;
        }
        return Double.isInfinite(labelled) ? Double.NaN : gridTitleHeight(grid) + Math.min(natural, labelled);
    }

    /** The height of the grid pane's title ("Dispatch") above the grid. */
    static double gridTitleHeight(DispatchGridView grid) {
        return grid.getParent() instanceof Region pane ? pane.getHeight() - grid.getHeight() : 0;
    }

    /** The height the detail tabs need to show the whole explanation: their tabs, its frame and its text. */
    double explanationHeight(TabPane detailTabs) {
        if (!(scene.lookup("#explanation") instanceof ScrollPane explanation)
                || !(explanation.getContent() instanceof Region text) || detailTabs == null) {
            return 0;
        }
        double frame = explanation.snappedTopInset() + explanation.snappedBottomInset();
        // the tabs' header and the fix pinned below the text (ExplanationView#pane), without the room left below it
        double fixes = scene.lookup("#explainFixes") instanceof Region f && f.isVisible() ? f.getHeight() : 0;
        double tabs = detailTabs.getHeight() - explanation.getParent().getLayoutBounds().getHeight() + fixes;
        double width = explanation.getWidth() - explanation.snappedLeftInset() - explanation.snappedRightInset()
                - SCROLL_BAR;
        return tabs + frame + text.prefHeight(width);
    }

    /** Whether the explanation shows no read yet: its headline alone. */
    boolean explanationEmpty() {
        Node headline = scene.lookup("#explainHeadline");
        Parent body = headline == null ? null : headline.getParent();
        return body != null && body.getChildrenUnmodifiable().size() == 1;
    }

    /**
     * The height the lessons' list pane {@code top} (its filter and list, the upper item of their {@code split}) needs
     * to show {@code titles} titles whole, or 0 when the list shows none.
     */
    double lessonsHeight(javafx.scene.control.SplitPane split, Region top, int titles) {
        if (!(scene.lookup("#lessonList") instanceof javafx.scene.control.ListView<?> list)) {
            return 0;
        }
        split.applyCss();
        split.layout();
        double height = 0;
        int counted = 0;
        for (Node n : list.lookupAll(".list-cell")) {
            if (n instanceof javafx.scene.control.ListCell<?> cell && !cell.isEmpty() && counted < titles) {
                height += cell.getHeight();
                counted++;
            }
        }
        return counted == 0 ? 0 : top.getHeight() - list.getHeight() + height + list.snappedTopInset()
                + list.snappedBottomInset();
    }

    DispatchGridView grid() {
        return scene.lookup("#dispatchGrid") instanceof DispatchGridView g ? g : null;
    }
}
