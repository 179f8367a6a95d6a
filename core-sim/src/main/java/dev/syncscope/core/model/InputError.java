package dev.syncscope.core.model;

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
        STOPPED
    }

    private final transient SourceSpan span;
    private final Kind kind;

    public InputError(SourceSpan span, String message) {
        this(span, message, null, Kind.BAD_INPUT);
    }

    public InputError(SourceSpan span, String message, Throwable cause) {
        this(span, message, cause, Kind.BAD_INPUT);
    }

    public InputError(SourceSpan span, String message, Throwable cause, Kind kind) {
        super(message, cause);
        this.span = span == null ? SourceSpan.UNKNOWN : span;
        this.kind = kind == null ? Kind.BAD_INPUT : kind;
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
     * without a position, and the message alone when there is no file either.
     */
    @Override
    public String toString() {
        if (span.file() == null || span.file().isEmpty()) {
            return getMessage();
        }
        return span.line() > 0 ? span + ": " + getMessage() : span.file() + ": " + getMessage();
    }
}
