package dev.syncscope.samples;

import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.AnswerDetail;

/**
 * How one expectation of a sample fared. Immutable.
 *
 * @param expectation the expectation's text (or the implicit check's name)
 * @param span        where it is written ({@link SourceSpan#UNKNOWN} for implicit checks)
 * @param pass        whether the engine agreed
 * @param detail      what the engine found, in English
 * @param words       {@code detail} as a sentence another language can word; null when it is worded only in English
 */
public record Verdict(String expectation, SourceSpan span, boolean pass, String detail, AnswerDetail words) {

    /** A verdict whose detail is worded only in English (or empty). */
    public Verdict(String expectation, SourceSpan span, boolean pass, String detail) {
        this(expectation, span, pass, detail, null);
    }

    /** A verdict whose detail is {@code words}. */
    public Verdict(String expectation, SourceSpan span, boolean pass, AnswerDetail words) {
        this(expectation, span, pass, words.english(), words);
    }

    @Override
    public String toString() {
        return (pass ? "PASS " : "FAIL ") + span + " @expect " + expectation + (detail.isEmpty() ? "" : " — " + detail);
    }
}
