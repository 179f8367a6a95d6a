package dev.syncscope.views.session;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.explain.ReadExplanation;

import java.util.List;

/**
 * Everything the window shows after one simulation request, built on the simulation thread and
 * handed to the FX thread as a whole. Immutable.
 *
 * @param snapshot    the state at the current position
 * @param trace       the steps up to the current position, oldest first
 * @param lastRead    the explanation of the latest read up to the current position, or null if none
 * @param lastReadStep the trace index of that read, or -1
 */
public record SessionFrame(Snapshot snapshot, List<StepRecord> trace, ReadExplanation lastRead, int lastReadStep) {

    public SessionFrame {
        trace = List.copyOf(trace);
    }

    /** The step that led here, or null at the start. */
    public StepRecord lastStep() {
        return trace.isEmpty() ? null : trace.get(trace.size() - 1);
    }
}
