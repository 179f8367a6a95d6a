package dev.syncscope.views.graph;

import javafx.scene.Node;
import javafx.scene.Scene;

/** Whether a node is on screen: in a shown window, neither it nor an ancestor hidden. FX thread only. */
final class OnScreen {

    private OnScreen() {
    }

    /** Whether {@code node} is in a shown window and neither it nor an ancestor is hidden (e.g. an unselected tab). */
    static boolean shown(Node node) {
        Scene scene = node.getScene();
        if (scene == null || scene.getWindow() == null || !scene.getWindow().isShowing()) {
            return false;
        }
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }
}
