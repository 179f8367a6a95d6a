package dev.syncscope.views.session;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentReference;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.model.OutcomeFilter;
import dev.syncscope.views.choice.NextRead;
import dev.syncscope.views.graph.TraceWindow;
import dev.syncscope.views.memory.FocusedReads;

import java.util.List;
import java.util.Map;

/**
 * Everything the window shows after one simulation request, built on the simulation thread and
 * handed to the FX thread as a whole. Immutable.
 *
 * @param snapshot     the state at the current position
 * @param trace        the most recent steps up to the current position, oldest first (a window of
 *                     the history, not all of it)
 * @param lastRead     the explanation of the latest read among them, or null if none
 * @param lastReadStep the index of that read in {@code trace}, or -1
 * @param readContext  the steps from the oldest write that read did not see up to the read, oldest
 *                     first (however far back that write is, up to a bound), for its explanation
 * @param visibility   for launches too large for the snapshot to list who sees each write
 *                     ({@link dev.syncscope.core.api.WriteView#visibleTo()} empty): the (agent,
 *                     reference) pairs that the writes the window follows are visible to, by write id
 * @param graph        the latest steps of {@code trace}, which the execution graph shows, with the synchronizes-with
 *                     and happens-before links between them, computed on the simulation thread; null when the frame
 *                     was built while the execution graph was not on screen (the links cost milliseconds)
 * @param nextRead     the values the focused invocation's next read may return (the read chooser's), or null when
 *                     the frame was built without asking
 * @param failedFilter the herd test's {@code filter} when nothing can step any more and the outcome fails it (the run
 *                     is outside the executions the test asks about, as {@code run} notes), else null
 * @param focusedReads what the focused invocation would read at each location, for a launch whose snapshot does not
 *                     say it ({@link FocusedReads}), or null
 */
public record SessionFrame(Snapshot snapshot, List<StepRecord> trace, ReadExplanation lastRead, int lastReadStep,
                           List<StepRecord> readContext, Map<Integer, List<AgentReference>> visibility,
                           TraceWindow graph, NextRead nextRead, OutcomeFilter failedFilter,
                           FocusedReads focusedReads) {

    /** A frame that carries no focused invocation's reads (the snapshot's own, if any, are shown). */
    public SessionFrame(Snapshot snapshot, List<StepRecord> trace, ReadExplanation lastRead, int lastReadStep,
                        List<StepRecord> readContext, Map<Integer, List<AgentReference>> visibility,
                        TraceWindow graph, NextRead nextRead, OutcomeFilter failedFilter) {
        this(snapshot, trace, lastRead, lastReadStep, readContext, visibility, graph, nextRead, failedFilter, null);
    }

    /** A frame whose outcome fails no filter. */
    public SessionFrame(Snapshot snapshot, List<StepRecord> trace, ReadExplanation lastRead, int lastReadStep,
                        List<StepRecord> readContext, Map<Integer, List<AgentReference>> visibility,
                        TraceWindow graph, NextRead nextRead) {
        this(snapshot, trace, lastRead, lastReadStep, readContext, visibility, graph, nextRead, null);
    }

    /** A frame that offers no read choice. */
    public SessionFrame(Snapshot snapshot, List<StepRecord> trace, ReadExplanation lastRead, int lastReadStep,
                        List<StepRecord> readContext, Map<Integer, List<AgentReference>> visibility,
                        TraceWindow graph) {
        this(snapshot, trace, lastRead, lastReadStep, readContext, visibility, graph, null);
    }

    public SessionFrame {
        trace = List.copyOf(trace);
        readContext = List.copyOf(readContext);
        visibility = Map.copyOf(visibility);
    }

    /** The step that led here, or null at the start. */
    public StepRecord lastStep() {
        return trace.isEmpty() ? null : trace.get(trace.size() - 1);
    }
}
