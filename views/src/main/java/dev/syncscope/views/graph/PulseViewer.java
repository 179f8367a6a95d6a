package dev.syncscope.views.graph;

import javafx.animation.Timeline;
import org.graphstream.graph.Graph;
import org.graphstream.stream.ProxyPipe;
import org.graphstream.stream.Source;
import org.graphstream.ui.fx_viewer.FxViewer;
import org.graphstream.ui.graphicGraph.GraphicGraph;

/**
 * A GraphStream {@link FxViewer} for a graph owned by the FX thread that draws only when its
 * {@link GraphPane} asks ({@link #actionPerformed()} from the scene's pulse), instead of on the
 * stock viewer's own 40 ms timeline: a change is drawn in the same pulse that shows the rest of the
 * window, at up to the pulse rate, and an unchanged or hidden graph costs nothing. FX thread only.
 */
final class PulseViewer extends FxViewer {

    PulseViewer(Graph graph) {
        super(graph, ThreadingModel.GRAPH_IN_GUI_THREAD);
    }

    /**
     * Connects the graphic graph to the source graph as the stock viewer does, but leaves its
     * timeline unplayed (the stock one starts a thread that plays a 40 ms timeline forever).
     */
    @Override
    public void init(GraphicGraph graphic, ProxyPipe pipe, Source source) {
        this.graph = graphic;
        this.pumpPipe = pipe;
        this.sourceInSameThread = source;
        this.timeline = new Timeline();
        if (pipe != null) {
            pipe.addSink(graphic);
        }
        if (source != null) {
            if (source instanceof Graph g) {
                replayGraph(g);
            }
            source.addSink(graphic);
        }
    }
}
