package dev.syncscope.core.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The one error type for bad user input (malformed kernels and litmus files, bad pragmas, illegal
 * programs, limits exceeded). It always says where ({@link #span()}, 1-based; line 0 when the error
 * is not tied to a position) and what was expected. Immutable.
 *
 * <p>Besides its English message an error may carry a message {@link #key()} and the {@link #args()} that sentence is
 * built from, so that the window can word it in its own language (the views' bundles hold a pattern per key whose
 * English gives the message back); a message quoted from an external tool (glslang's, ANTLR's) is an argument of a
 * key that frames it ({@link #COMPILER}, {@link #SYNTAX}). Without a key the English message is all there is.
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
         * option by this kind, not by the message's words), unless the launch has more than any setting takes:
         * {@link #invocations()} says how many it has.
         */
        DISPATCH_LIMIT
    }

    private final transient SourceSpan span;
    private final Kind kind;
    /** Further errors found in the same input (a compiler reports every error of a kernel), each with its place. */
    private final transient List<InputError> more;
    /** The message key the window words it by, or null. */
    private final String key;
    /** The key's arguments: {@link String} or {@link Long}. */
    private final transient List<Object> args;
    /** A launch refused as over the dispatch-size limit: its invocations ({@link #invocations()}); else 0. */
    private final long invocations;

    /** A compiler's own message, quoted as it is. 0: the message. */
    public static final String COMPILER = "input.compiler";
    /** A parser's syntax error (ANTLR's words, with token classes spelled for users). 0: the parser's message. */
    public static final String SYNTAX = "input.syntax";

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
        this(span, message, cause, kind, more, null, List.of());
    }

    /**
     * As {@link #InputError(SourceSpan, String, Throwable, Kind, List)} with the message key {@code key} and its
     * {@code args} ({@link String}, or numbers, kept as {@link Long}), whose English pattern gives {@code message}.
     */
    public InputError(SourceSpan span, String message, Throwable cause, Kind kind, List<InputError> more, String key,
                      List<Object> args) {
        this(span, message, cause, kind, more, key, args, 0);
    }

    private InputError(SourceSpan span, String message, Throwable cause, Kind kind, List<InputError> more, String key,
                       List<Object> args, long invocations) {
        super(message, cause);
        this.invocations = invocations;
        this.span = span == null ? SourceSpan.UNKNOWN : span;
        this.kind = kind == null ? Kind.BAD_INPUT : kind;
        this.more = List.copyOf(more);
        this.key = key;
        List<Object> kept = new ArrayList<>();
        for (Object a : args) {
            if (a instanceof Integer n) {
                kept.add(n.longValue());
            } else if (a instanceof String || a instanceof Long) {
                kept.add(a);
            } else {
                throw new IllegalArgumentException("an input error's argument is a string or a number, not " + a);
            }
        }
        if (key == null && !kept.isEmpty()) {
            throw new IllegalArgumentException("arguments without a message key: " + args);
        }
        this.args = List.copyOf(kept);
    }

    /** A {@link Kind#BAD_INPUT} error at {@code span} worded by {@code key} with {@code args}; English {@code message}. */
    public static InputError worded(SourceSpan span, String message, Throwable cause, String key, Object... args) {
        return new InputError(span, message, cause, Kind.BAD_INPUT, List.of(), key, List.of(args));
    }

    /** A compiler's message {@code message} at {@code span}, quoted as it is ({@link #COMPILER}). */
    public static InputError fromCompiler(SourceSpan span, String message) {
        return worded(span, message, null, COMPILER, message);
    }

    /**
     * A {@link Kind#DISPATCH_LIMIT} error at {@code span}: a launch of {@code invocations} invocations ({@link
     * Long#MAX_VALUE} for 2^63 or more) refused as over the dispatch-size limit, which {@code message} says.
     */
    public static InputError dispatchLimit(SourceSpan span, String message, long invocations) {
        return new InputError(span, message, null, Kind.DISPATCH_LIMIT, List.of(), null, List.of(), invocations);
    }

    /** This error with {@code more} further errors of the same input ({@link #more()}). */
    public InputError withMore(List<InputError> further) {
        return new InputError(span, getMessage(), getCause(), kind, further, key, args, invocations);
    }

    /**
     * This error worded {@code message} instead (its own words shortened, or a caller's added): its place, cause, kind,
     * further errors and {@link #invocations()} kept, without a message key, whose words {@code message} no longer is.
     */
    public InputError withMessage(String message) {
        return new InputError(span, message, getCause(), kind, more, null, List.of(), invocations);
    }

    /**
     * For a launch refused as over the dispatch-size limit ({@link #dispatchLimit}), its invocations ({@link
     * Long#MAX_VALUE}: 2^63 or more), so that a caller can tell whether any limit it may set would take it without
     * reading the message; 0 for any other error, and for one of that kind made without the count.
     */
    public long invocations() {
        return invocations;
    }

    /** The message key the window words this error by, or null when it has only its English message. */
    public String key() {
        return key;
    }

    /** The arguments of {@link #key()}; empty without a key. */
    public List<Object> args() {
        return args;
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
