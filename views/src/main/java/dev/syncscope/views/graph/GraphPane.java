package dev.syncscope.views.graph;

import javafx.scene.layout.StackPane;
import org.graphstream.graph.Graph;
import org.graphstream.graph.implementations.MultiGraph;
import org.graphstream.ui.fx_viewer.FxViewPanel;
import org.graphstream.ui.fx_viewer.FxViewer;
import org.graphstream.ui.view.camera.Camera;

/**
 * A GraphStream viewer in a JavaFX pane that shows a {@link GraphDescription}. Layout comes from
 * the description (no auto layout), and the camera is fixed to the description's bounds so the view
 * stays still while the graph changes (STACK.md P13). FX thread only ({@code GRAPH_IN_GUI_THREAD}).
 * Call {@link #close()} when the pane is discarded: it stops the viewer's timeline.
 */
public class GraphPane extends StackPane {

    static {
        System.setProperty("org.graphstream.ui", "javafx");
    }

    private static final double MARGIN = 0.6;

    private final Graph graph;
    private final FxViewer viewer;
    private final FxViewPanel panel;

    public GraphPane(String graphId, String stylesheet) {
        graph = new MultiGraph(graphId, false, true);
        graph.setAttribute("ui.stylesheet", stylesheet);
        graph.setAttribute("ui.antialias");
        graph.setAttribute("ui.quality");
        viewer = new FxViewer(graph, FxViewer.ThreadingModel.GRAPH_IN_GUI_THREAD);
        panel = (FxViewPanel) viewer.addDefaultView(false);
        getChildren().add(panel);
        getStyleClass().add("graph-pane");
    }

    /** Shows {@code description}, changing only what differs from what is shown. */
    public void show(GraphDescription description) {
        GraphSync.apply(description, graph);
        fitCamera(description);
    }

    /** The GraphStream graph; read it on the FX thread only. */
    public Graph graph() {
        return graph;
    }

    public void close() {
        viewer.close();
    }

    private void fitCamera(GraphDescription description) {
        if (description.nodes().isEmpty()) {
            return;
        }
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (GraphDescription.Node n : description.nodes()) {
            minX = Math.min(minX, n.x());
            maxX = Math.max(maxX, n.x());
            minY = Math.min(minY, n.y());
            maxY = Math.max(maxY, n.y());
        }
        Camera camera = panel.getCamera();
        camera.setAutoFitView(false);
        camera.setGraphViewport(minX - MARGIN, minY - MARGIN, maxX + MARGIN, maxY + MARGIN);
        camera.setViewCenter((minX + maxX) / 2, (minY + maxY) / 2, 0);
        camera.setViewPercent(1.0);
    }
}
