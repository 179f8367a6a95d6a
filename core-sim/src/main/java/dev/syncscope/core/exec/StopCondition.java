package dev.syncscope.core.exec;

import dev.syncscope.core.model.SourceSpan;

/**
 * When a run stops early: a predicate over each step just made (breakpoints on events or source
 * lines, barriers, diagnostics). Immutable.
 */
public interface StopCondition {

    /** Whether to stop after {@code step}; {@code diagnosticsBefore} is the count before it. */
    boolean stopAfter(StepRecord step, int diagnosticsBefore, int diagnosticsAfter);

    /** Never stop early. */
    StopCondition NEVER = (s, b, a) -> false;

    /** Stop after any control-barrier step. */
    StopCondition BARRIER = (s, b, a) -> s.event().kind() == Event.Kind.CONTROL_BARRIER;

    /** Stop after a step that produced a diagnostic (race, divergence, deadlock, spin, ...). */
    StopCondition DIAGNOSTIC = (s, b, a) -> a > b;

    /** Stop after an event of {@code kind}. */
    static StopCondition onEvent(Event.Kind kind) {
        return (s, b, a) -> s.event().kind() == kind;
    }

    /** Stop after a step at {@code file}:{@code line} (a source breakpoint). */
    static StopCondition atLine(String file, int line) {
        return (s, b, a) -> {
            SourceSpan src = s.event().source();
            return src != null && src.line() == line && (file == null || file.equals(src.file()));
        };
    }

    /** Stop when either condition holds. */
    default StopCondition or(StopCondition other) {
        return (s, b, a) -> stopAfter(s, b, a) || other.stopAfter(s, b, a);
    }
}
