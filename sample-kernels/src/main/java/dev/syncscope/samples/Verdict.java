package dev.syncscope.samples;

import dev.syncscope.core.model.SourceSpan;

/**
 * How one expectation of a sample fared. Immutable.
 *
 * @param expectation the expectation's text (or the implicit check's name)
 * @param span        where it is written ({@link SourceSpan#UNKNOWN} for implicit checks)
 * @param pass        whether the engine agreed
 * @param detail      what the engine found, in words
 */
public record Verdict(String expectation, SourceSpan span, boolean pass, String detail) {

    @Override
    public String toString() {
        return (pass ? "PASS " : "FAIL ") + span + " @expect " + expectation + (detail.isEmpty() ? "" : " — " + detail);
    }
}
