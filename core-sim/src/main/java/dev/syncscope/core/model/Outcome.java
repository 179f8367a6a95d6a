package dev.syncscope.core.model;

import java.util.Map;
import java.util.TreeMap;

/**
 * The final observable state of one execution: registers as {@code P1:r0} and memory locations by
 * name, each with its value. Immutable.
 */
public record Outcome(Map<String, Long> values) {
    public Outcome {
        values = Map.copyOf(values);
    }

    @Override
    public String toString() {
        return new TreeMap<>(values).toString();
    }
}
