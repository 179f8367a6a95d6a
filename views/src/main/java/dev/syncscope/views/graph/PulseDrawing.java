package dev.syncscope.views.graph;

import javafx.application.Platform;
import javafx.scene.Node;

/**
 * Draws a {@link GraphPane}'s graph in the scene's pulse, after the animations and before layout, when it changed and
 * the pane is on screen: a change is on screen in the next frame, and hidden graphs cost nothing, unchanged ones only
 * the pane's step after drawing ({@link GraphPane#drawn}: what it lays over the graph, kept as it is when nothing
 * changed). At most one pulse request is outstanding. FX thread only; call {@link #close()} when the pane is discarded.
 */
final class PulseDrawing {

    private final Node pane;
    private final PulseViewer viewer;
    private final Runnable drawIfChanged = this::drawIfChanged;
    /** Called after each pulse in which the pane is on screen, drawn or not (what is laid over the graph follows it). */
    private final Runnable after;
    private long framesDrawn;
    private boolean pulseRequested;

    PulseDrawing(Node pane, PulseViewer viewer, Runnable after) {
        this.pane = pane;
        this.viewer = viewer;
        this.after = after;
        pane.sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removePreLayoutPulseListener(drawIfChanged);
            }
            if (now != null) {
                now.addPreLayoutPulseListener(drawIfChanged);
                request();
            }
        });
    }

    /** Asks for a pulse (at most one request outstanding), in which the change is drawn. */
    void request() {
        if (!pulseRequested) {
            pulseRequested = true;
            Platform.requestNextPulse();
        }
    }

    /** How many times the graph has been drawn: each is a frame that showed a change. */
    long framesDrawn() {
        return framesDrawn;
    }

    /** Draws the graph now if it changed and the pane is on screen. */
    void drawIfChanged() {
        pulseRequested = false;
        if (viewer.getGraphicGraph() == null || !OnScreen.shown(pane)) {
            return;
        }
        boolean changed = viewer.getGraphicGraph().graphChangedFlag();
        viewer.actionPerformed();
        if (changed) {
            framesDrawn++;
        }
        after.run();
    }

    /** Stops drawing in the scene's pulses. */
    void close() {
        if (pane.getScene() != null) {
            pane.getScene().removePreLayoutPulseListener(drawIfChanged);
        }
    }
}
