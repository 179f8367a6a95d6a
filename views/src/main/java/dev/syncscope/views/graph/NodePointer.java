package dev.syncscope.views.graph;

import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.graphstream.ui.fx_viewer.FxViewPanel;
import org.graphstream.ui.graphicGraph.GraphicElement;
import org.graphstream.ui.view.util.InteractiveElement;

import java.util.EnumSet;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * What the pointer does over a graph's nodes: a click (the primary button, not a drag) names the node clicked, and a
 * node whose label is drawn short or hidden ({@link SideLabels#tip}) shows its label in full in a tooltip while the
 * pointer rests on it. FX thread only.
 */
final class NodePointer {

    private final FxViewPanel panel;
    private final Tooltip tip = new Tooltip();
    private boolean installed;

    private NodePointer(FxViewPanel panel) {
        this.panel = panel;
    }

    /**
     * Makes {@code panel} call {@code onClick} with the id of a node clicked, and show the text {@code tipOf} gives a
     * node's id (null: none) in a tooltip over it.
     */
    static void attach(FxViewPanel panel, Consumer<String> onClick, Function<String, String> tipOf) {
        NodePointer p = new NodePointer(panel);
        panel.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()) {
                String hit = p.nodeAt(e);
                if (hit != null) {
                    onClick.accept(hit);
                }
            }
        });
        panel.addEventHandler(MouseEvent.MOUSE_MOVED, e -> {
            String hit = p.nodeAt(e);
            p.show(hit == null ? null : tipOf.apply(hit));
        });
        panel.addEventHandler(MouseEvent.MOUSE_EXITED, e -> p.show(null));
    }

    private String nodeAt(MouseEvent e) {
        GraphicElement hit = panel.findGraphicElementAt(EnumSet.of(InteractiveElement.NODE), e.getX(), e.getY());
        return hit == null ? null : hit.getId();
    }

    /** Shows {@code text} as the panel's tooltip, or none if null. */
    private void show(String text) {
        if (text == null) {
            if (installed) {
                Tooltip.uninstall(panel, tip);
                installed = false;
            }
            return;
        }
        tip.setText(text);
        if (!installed) {
            Tooltip.install(panel, tip);
            installed = true;
        }
    }
}
