package dev.syncscope.views.graph;

import org.graphstream.stream.SinkAdapter;

/**
 * Asks its {@link GraphPane} for a pulse to draw in on any change to the graph (elements, attributes, sprites, dragged
 * nodes). FX thread only.
 */
final class PulseOnChange extends SinkAdapter {

    private final Runnable requestDraw;

    PulseOnChange(Runnable requestDraw) {
        this.requestDraw = requestDraw;
    }

    @Override
    public void graphAttributeAdded(String source, long time, String attribute, Object value) {
        requestDraw.run();
    }

    @Override
    public void graphAttributeChanged(String source, long time, String attribute, Object oldValue, Object newValue) {
        requestDraw.run();
    }

    @Override
    public void graphAttributeRemoved(String source, long time, String attribute) {
        requestDraw.run();
    }

    @Override
    public void nodeAttributeAdded(String source, long time, String node, String attribute, Object value) {
        requestDraw.run();
    }

    @Override
    public void nodeAttributeChanged(String source, long time, String node, String attribute, Object oldValue,
                                     Object newValue) {
        requestDraw.run();
    }

    @Override
    public void nodeAttributeRemoved(String source, long time, String node, String attribute) {
        requestDraw.run();
    }

    @Override
    public void edgeAttributeAdded(String source, long time, String edge, String attribute, Object value) {
        requestDraw.run();
    }

    @Override
    public void edgeAttributeChanged(String source, long time, String edge, String attribute, Object oldValue,
                                     Object newValue) {
        requestDraw.run();
    }

    @Override
    public void edgeAttributeRemoved(String source, long time, String edge, String attribute) {
        requestDraw.run();
    }

    @Override
    public void nodeAdded(String source, long time, String node) {
        requestDraw.run();
    }

    @Override
    public void nodeRemoved(String source, long time, String node) {
        requestDraw.run();
    }

    @Override
    public void edgeAdded(String source, long time, String edge, String from, String to, boolean directed) {
        requestDraw.run();
    }

    @Override
    public void edgeRemoved(String source, long time, String edge) {
        requestDraw.run();
    }

    @Override
    public void graphCleared(String source, long time) {
        requestDraw.run();
    }
}
