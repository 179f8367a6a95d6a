package dev.syncscope.core.api;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

/** The checks of the arguments {@link DebugSession} is given: a bad one is bad input, not an internal error. */
final class Arguments {

    private Arguments() {
    }

    /** An argument the caller must give. */
    static void present(Object argument, String request, String missing) {
        if (argument == null) {
            throw new InputError(SourceSpan.UNKNOWN, request + ": " + missing);
        }
    }

    /** A range {@code from} (inclusive) to {@code to} (exclusive) of a trace of {@code size} recorded steps. */
    static void steps(int from, int to, int size, String request) {
        if (from < 0 || to > size || from > to) {
            throw new InputError(SourceSpan.UNKNOWN, request + ": range " + from + ".." + to + " is outside 0.."
                    + size);
        }
    }
}
