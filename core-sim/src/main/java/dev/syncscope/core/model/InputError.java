package dev.syncscope.core.model;

/**
 * The one error type for bad user input (malformed kernels and litmus files, bad pragmas, illegal
 * programs, limits exceeded). It always says where ({@link #span()}, 1-based; line 0 when the error
 * is not tied to a position) and what was expected. Immutable.
 */
public final class InputError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient SourceSpan span;

    public InputError(SourceSpan span, String message) {
        super(message);
        this.span = span == null ? SourceSpan.UNKNOWN : span;
    }

    public InputError(SourceSpan span, String message, Throwable cause) {
        super(message, cause);
        this.span = span == null ? SourceSpan.UNKNOWN : span;
    }

    public SourceSpan span() {
        return span;
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
