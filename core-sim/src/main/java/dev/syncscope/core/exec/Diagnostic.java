package dev.syncscope.core.exec;

import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * A problem the engine found while stepping, shown live in the problems view. Immutable.
 *
 * <p>Besides the English {@code message} a diagnostic may carry a message {@code key} and the
 * {@code args} that sentence is built from, so that the window can word it in its own language
 * (the views' message bundles hold a pattern per key whose English form gives {@code message} back).
 * Arguments are strings, shown as the English message shows them (names, locations, values, lines,
 * barrier numbers), and integers that choose a form (a count, a flag, an enum's ordinal); each key's
 * arguments are listed where the engine makes it. Without a key (a fault's interpreter message) the
 * English message is all there is.
 *
 * @param kind     what went wrong
 * @param message  one sentence for the user, in English
 * @param agents   the invocations involved
 * @param source   where (the first site)
 * @param step     the step at which it was found
 * @param key      the message key of the sentence (e.g. {@code diagnostic.race}), or {@code null}
 * @param args     the key's arguments: {@link String}, {@link Integer} or {@link Long}; empty without a key
 * @param also     a second site the sentence names, which the window marks too ({@link SourceSpan#UNKNOWN}: none):
 *                 where an invocation that finished without reaching a barrier left its program (the barrier is
 *                 {@code source})
 */
public record Diagnostic(Kind kind, String message, List<Integer> agents, SourceSpan source, long step, String key,
                         List<Object> args, SourceSpan also) {

    /** Kinds of diagnostic. */
    public enum Kind {
        /** VK MM: Data Race. */
        DATA_RACE,
        /** A read returned an older value although a newer write existed. */
        STALE_READ,
        /** An invocation of a barrier's scope instance exited or waits at another barrier. */
        BARRIER_DIVERGENCE,
        /** No invocation can proceed but some have not finished. */
        DEADLOCK,
        /** An invocation spins on a value that can never change for it. */
        SPIN,
        /** A read of workgroup memory with no write visible to the reader (undefined: no initializer). */
        UNDEFINED_READ,
        /** An invocation's local computation ran past its bound. */
        BOUND_EXCEEDED,
        /** An invocation's program faulted. */
        FAULT,
        /**
         * A load returned another value than its file asks for (Khronos {@code ld… x = v}): the run is
         * outside the executions the test's answers describe. Information, not a fault of the program.
         */
        OUTSIDE_TEST
    }

    public Diagnostic {
        agents = List.copyOf(agents);
        args = List.copyOf(args);
        also = also == null ? SourceSpan.UNKNOWN : also;
        if (key == null && !args.isEmpty()) {
            throw new IllegalArgumentException("arguments without a message key: " + args);
        }
        for (Object a : args) {
            if (!(a instanceof String || a instanceof Integer || a instanceof Long)) {
                throw new IllegalArgumentException("a diagnostic's argument is a string or an integer, not " + a
                        + " (" + a.getClass().getName() + ")");
            }
        }
    }

    /** A diagnostic with one site. */
    public Diagnostic(Kind kind, String message, List<Integer> agents, SourceSpan source, long step, String key,
                      List<Object> args) {
        this(kind, message, agents, source, step, key, args, SourceSpan.UNKNOWN);
    }

    /** A diagnostic with its English message only (no key). */
    public Diagnostic(Kind kind, String message, List<Integer> agents, SourceSpan source, long step) {
        this(kind, message, agents, source, step, null, List.of());
    }
}
