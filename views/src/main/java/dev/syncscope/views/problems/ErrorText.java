package dev.syncscope.views.problems;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.i18n.Messages;

/**
 * How the window writes an input error and a source position: only what is known of the place
 * ({@code file:line:column}, {@code line:column} without a file, {@code file} without a line, nothing
 * for an error tied to no place), never an empty field with its separator; the message in the window's language when
 * the error has a message key ({@link InputError#key()}: a compiler's or parser's own words framed, SyncScope's own
 * worded), else its English. Immutable (no state).
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

    /** As {@link #of(InputError)} with the message in the language of {@code text} ({@link #message}). */
    public static String of(InputError error, Messages text) {
        String place = place(error.span());
        String message = message(error, text);
        return place.isEmpty() ? message : place + ": " + message;
    }

    /**
     * The message of {@code error} in the language of {@code text}: its key's pattern with its arguments, or its
     * English when it has no key or the text has none for it.
     */
    public static String message(InputError error, Messages text) {
        String key = error.key();
        return key == null || !text.has(key) ? error.getMessage() : text.get(key, error.args().toArray());
    }

    /**
     * The message of an error that stopped a file from loading: {@link #message}, and an English message with no key
     * (SyncScope's own words not yet given one) framed by what kind of error it is ({@code input.kind.BAD_INPUT}, …),
     * so that a window in another language says in its own words that the input is wrong and quotes why.
     */
    public static String loadMessage(InputError error, Messages text) {
        if (error.key() != null && text.has(error.key())) {
            return message(error, text);
        }
        return text.get("input.kind." + error.kind().name(), error.getMessage());
    }
}
