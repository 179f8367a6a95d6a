package dev.syncscope.core.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The one error type for bad user input (malformed kernels and litmus files, bad pragmas, illegal
 * programs, limits exceeded). It always says where ({@link #span()}, 1-based; line 0 when the error
 * is not tied to a position) and what was expected. Immutable.
 */
public final class InputError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** What the error is about, for a caller that acts on it beyond showing the message. */
    public enum Kind {
        /** The input is wrong: a malformed file, an illegal program, a limit of the launch settings. */
        BAD_INPUT,
        /**
         * The input is fine but this Java heap is too small for it: the recorded steps fill the heap
         * (a step is refused) or a dispatch does not fit. Stepping back, a smaller launch or a larger
         * {@code -Xmx} helps.
         */
        MEMORY_LIMIT,
        /**
         * The input may be fine but its load was stopped before it finished ({@link LoadMonitor}): the user
         * cancelled it, or a time limit ran out. The message says why and how far it got.
         */
        STOPPED,
        /**
         * Bad input of one kind: a kernel's launch has more invocations than the session's dispatch-size limit
         * ({@code LaunchOptions.maxInvocations}), which the caller's own setting raises (the command line names its
         * option by this kind, not by the message's words).
         */
        DISPATCH_LIMIT
    }

    private final transient SourceSpan span;
    private final Kind kind;
    /** Further errors found in the same input (a compiler reports every error of a kernel), each with its place. */
    private final transient List<InputError> more;

    public InputError(SourceSpan span, String message) {
        this(span, message, null, Kind.BAD_INPUT);
    }

    public InputError(SourceSpan span, String message, Throwable cause) {
        this(span, message, cause, Kind.BAD_INPUT);
    }

    public InputError(SourceSpan span, String message, Throwable cause, Kind kind) {
        this(span, message, cause, kind, List.of());
    }

    /**
     * The first of several errors in one input, with the others ({@link #more()}): each its own place and message,
     * so that a window lists each as a problem at its line and a terminal prints each on a line of its own.
     */
    public InputError(SourceSpan span, String message, Throwable cause, Kind kind, List<InputError> more) {
        super(message, cause);
        this.span = span == null ? SourceSpan.UNKNOWN : span;
        this.kind = kind == null ? Kind.BAD_INPUT : kind;
        this.more = List.copyOf(more);
    }

    /** Characters of the input a message quotes before it shortens the quote ({@link #quoted}). */
    public static final int QUOTED = 60;

    /**
     * {@code text} in single quotes for a message that says what was found: shortened to its first {@link #QUOTED}
     * characters and its length when longer, so that a file of one 2.6 MB line makes a line of a message, not a
     * message of 2.6 MB.
     */
    public static String quoted(String text) {
        return quoted(text, '\'');
    }

    /** As {@link #quoted(String)} between {@code quote} characters (a double quote for a string literal). */
    public static String quoted(String text, char quote) {
        return text.length() <= QUOTED ? quote + text + quote
                : quote + text.substring(0, QUOTED) + "…" + quote + " (" + text.length() + " characters)";
    }

    /** The further errors of the same input after this first one (none for most: one error stops a parse). */
    public List<InputError> more() {
        return more;
    }

    /** This error and the further ones, in order. */
    public List<InputError> all() {
        List<InputError> all = new ArrayList<>();
        all.add(this);
        all.addAll(more);
        return all;
    }

    public SourceSpan span() {
        return span;
    }

    /** {@link Kind#BAD_INPUT} unless it says otherwise. */
    public Kind kind() {
        return kind;
    }

    /**
     * {@code file:line:column: message}, the form editors and terminals recognise; {@code file: message}
     * without a position, and the message alone when there is no file either; each further error
     * ({@link #more()}) on a line of its own.
     */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(place());
        for (InputError e : more) {
            b.append('\n').append(e.place());
        }
        return b.toString();
    }

    /** This error alone as {@link #toString()} writes it. */
    private String place() {
        if (span.file() == null || span.file().isEmpty()) {
            return getMessage();
        }
        return span.line() > 0 ? span + ": " + getMessage() : span.file() + ": " + getMessage();
    }
}
