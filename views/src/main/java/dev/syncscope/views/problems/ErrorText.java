package dev.syncscope.views.problems;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

/**
 * How the window writes an input error and a source position: only what is known of the place
 * ({@code file:line:column}, {@code line:column} without a file, {@code file} without a line, nothing
 * for an error tied to no place), never an empty field with its separator. Immutable (no state).
 */
public final class ErrorText {

    private ErrorText() {
    }

    /** The known part of {@code span}, or "" when nothing is known (null, or no file and no line). */
    public static String place(SourceSpan span) {
        if (span == null) {
            return "";
        }
        boolean file = span.file() != null && !span.file().isEmpty();
        if (span.line() <= 0) {
            return file ? span.file() : "";
        }
        String lineColumn = span.column() > 0 ? span.line() + ":" + span.column() : String.valueOf(span.line());
        return file ? span.file() + ":" + lineColumn : lineColumn;
    }

    /** {@code place: message}, or the message alone for an error tied to no place. */
    public static String of(InputError error) {
        String place = place(error.span());
        return place.isEmpty() ? error.getMessage() : place + ": " + error.getMessage();
    }
}
