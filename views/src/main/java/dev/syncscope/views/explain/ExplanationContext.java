package dev.syncscope.views.explain;

import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Launch;

import java.util.List;

/**
 * What the explanation text may look at besides the explanation itself: the launch, the recorded
 * steps up to the read (to name the flag accesses that failed to synchronize and where the write was
 * available) and the races found so far. All from the session's immutable results. Immutable.
 *
 * @param launch the launch, or {@code null} when unknown
 * @param trace  a contiguous run of recorded steps, oldest first, that should reach from the oldest
 *               write the read did not see to the read (may be empty); what needs a step outside it
 *               is said in general terms (the engine's missing link) rather than guessed
 * @param races  the races found so far (may be empty)
 */
public record ExplanationContext(Launch launch, List<StepRecord> trace, List<Race> races) {

    /** No context: sentences name only what the explanation holds. */
    public static final ExplanationContext NONE = new ExplanationContext(null, List.of(), List.of());

    public ExplanationContext {
        trace = List.copyOf(trace);
        races = List.copyOf(races);
    }
}
