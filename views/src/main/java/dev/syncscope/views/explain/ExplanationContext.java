package dev.syncscope.views.explain;

import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Launch;

import java.util.List;

/**
 * What the explanation text may look at besides the explanation itself: the launch, the recorded
 * steps up to the read (to name the flag accesses that failed to synchronize and where the write was
 * available), the races found so far and the kernel's source text (to name the line declaring a
 * variable a fix changes). All from the session's immutable results. Immutable.
 *
 * @param launch     the launch, or {@code null} when unknown
 * @param trace      a contiguous run of recorded steps, oldest first, that should reach from the oldest
 *                   write the read did not see to the read (may be empty); what needs a step outside it
 *                   is said in general terms (the engine's missing link) rather than guessed
 * @param races      the races found so far (may be empty)
 * @param sourceText the text of the file the read's lines are in, as loaded ("" when unknown)
 */
public record ExplanationContext(Launch launch, List<StepRecord> trace, List<Race> races, String sourceText) {

    /** No context: sentences name only what the explanation holds. */
    public static final ExplanationContext NONE = new ExplanationContext(null, List.of(), List.of());

    public ExplanationContext {
        trace = List.copyOf(trace);
        races = List.copyOf(races);
        sourceText = sourceText == null ? "" : sourceText;
    }

    /** A context without the source text (fixes name no declaration lines). */
    public ExplanationContext(Launch launch, List<StepRecord> trace, List<Race> races) {
        this(launch, trace, races, "");
    }
}
