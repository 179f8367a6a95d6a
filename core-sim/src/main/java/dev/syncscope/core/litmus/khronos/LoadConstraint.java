package dev.syncscope.core.litmus.khronos;

import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.SourceSpan;

/**
 * A load's {@code x = v} constraint of the .test format, as a condition on the outcome: the load's
 * implicit register (e.g. {@code P1:r0}) holds {@code value}. Immutable.
 *
 * @param register outcome key of the load's register
 * @param value    the value the load must return (0: the initial value)
 * @param source   the load
 */
public record LoadConstraint(String register, long value, SourceSpan source) {

    public boolean holds(Outcome outcome) {
        Long v = outcome.values().get(register);
        return v != null && v == value;
    }

    @Override
    public String toString() {
        return register + " == " + value;
    }
}
