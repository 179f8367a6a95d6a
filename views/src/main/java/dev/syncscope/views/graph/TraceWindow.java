package dev.syncscope.views.graph;

import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Launch;

import java.util.List;
import java.util.Objects;

/**
 * The steps of a stepper trace that the execution graph shows and the synchronizes-with and happens-before links
 * between them ({@link TraceSynchronization}), made together where the steps are read: the simulation thread makes
 * one for each frame, so the FX thread only turns the links into edges ({@link TraceGraphModel}). Immutable.
 *
 * @param steps the steps, oldest first
 * @param links the links between them: both ends of each are among {@code steps}
 */
public record TraceWindow(List<StepRecord> steps, TraceSynchronization.Links links) {

    /** No steps. */
    public static final TraceWindow EMPTY = new TraceWindow(List.of(), new TraceSynchronization.Links(List.of(), List.of()));

    public TraceWindow {
        steps = List.copyOf(steps);
        Objects.requireNonNull(links, "links");
    }

    /** {@code steps} and their links, computed here (milliseconds for a few hundred steps of a large launch). */
    public static TraceWindow of(Launch launch, List<StepRecord> steps) {
        // a wide barrier's release is drawn between the lanes the graph draws when no problem asks for others
        return new TraceWindow(steps, TraceSynchronization.of(launch, steps,
                TraceGraphModel.lanes(steps, List.of(), TraceGraphModel.MAX_LANES)));
    }

    /**
     * The first {@code position} steps of a session's trace (after stepping back the trace also holds the steps that
     * may be redone) and their links.
     */
    public static TraceWindow of(Launch launch, List<StepRecord> trace, int position) {
        return of(launch, trace.subList(0, Math.max(0, Math.min(position, trace.size()))));
    }
}
