package dev.syncscope.app;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.input.MouseEvent;

/**
 * Moves the detail tabs (problems, "why this value?", memory) between their place across the bottom of the window's
 * middle and a place under the source's tabs, in a vertical split of the source's column ({@link #split()}): there
 * the dispatch grid and the graphs beside them keep the whole height of the middle. The panes keep their dividers
 * through a move; where the user drags the source's column's divider is remembered ({@link #userDivider()}). FX thread
 * only.
 */
final class SideDetails {

    private final SplitPane middle;
    private final SplitPane centre;
    private final Node sourceTabs;
    private final Node details;
    private final SplitPane split = new SplitPane();
    /** Where the user dragged the divider of the source's column to, or NaN. */
    private double userDivider = Double.NaN;

    /**
     * @param middle     the vertical split of the window's middle: {@code centre} above, {@code details} below
     * @param centre     the horizontal split of the source's tabs and the column of the grid and graphs
     * @param sourceTabs the source's (and lessons') tabs, an item of {@code centre}
     * @param details    the detail tabs, an item of {@code middle}
     */
    SideDetails(SplitPane middle, SplitPane centre, Node sourceTabs, Node details) {
        this.middle = middle;
        this.centre = centre;
        this.sourceTabs = sourceTabs;
        this.details = details;
        split.setId("sourceColumn");
        split.setOrientation(Orientation.VERTICAL);
        split.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            if (e.getTarget() instanceof Node target && ownDivider(target)) {
                userDivider = split.getDividerPositions()[0];
            }
        });
    }

    /** Whether {@code node} is (in) this split's own divider, not one of a split inside it (the lessons'). */
    private boolean ownDivider(Node node) {
        for (Node n = node; n != null && n != split; n = n.getParent()) {
            if (n.getStyleClass().contains("split-pane-divider")) {
                return n.getParent() == split;
            }
        }
        return false;
    }

    /** Whether the detail tabs are under the source's tabs. */
    boolean beside() {
        return details.getParent() != null && split.getItems().contains(details);
    }

    /** Puts the detail tabs under the source's tabs (nothing when they are there, or the window is not as built). */
    void moveBeside() {
        int at = centre.getItems().indexOf(sourceTabs);
        if (beside() || at < 0 || !middle.getItems().contains(details)) {
            return;
        }
        double[] columns = centre.getDividerPositions();
        middle.getItems().remove(details);
        centre.getItems().set(at, split);
        split.getItems().setAll(sourceTabs, details);
        centre.setDividerPositions(columns);
    }

    /** Puts the detail tabs back across the bottom of the window's middle (nothing when they are there). */
    void moveBelow() {
        int at = centre.getItems().indexOf(split);
        if (!beside() || at < 0) {
            return;
        }
        double[] columns = centre.getDividerPositions();
        split.getItems().clear();
        centre.getItems().set(at, sourceTabs);
        middle.getItems().add(details);
        centre.setDividerPositions(columns);
    }

    /**
     * The height the detail tabs need to show the problems' selected row whole: their tabs, the list's frame and the
     * row (it wraps); 0 when no row is selected or its cell is not laid out.
     */
    double selectedRowHeight() {
        if (!(details.lookup("#problems") instanceof ListView<?> list)) {
            return 0;
        }
        int selected = list.getSelectionModel().getSelectedIndex();
        for (Node n : selected < 0 ? java.util.Set.<Node>of() : list.lookupAll(".list-cell")) {
            if (n instanceof ListCell<?> cell && cell.getIndex() == selected && cell.isVisible()) {
                double tabs = details.getLayoutBounds().getHeight() - list.getHeight();
                return tabs + list.snappedTopInset() + list.snappedBottomInset() + cell.prefHeight(cell.getWidth());
            }
        }
        return 0;
    }

    /** The vertical split of the source's column while the detail tabs are in it: the source's tabs above them. */
    SplitPane split() {
        return split;
    }

    /** Where the user dragged the divider of the source's column to (0: top, 1: bottom), or NaN if they did not. */
    double userDivider() {
        return userDivider;
    }
}
