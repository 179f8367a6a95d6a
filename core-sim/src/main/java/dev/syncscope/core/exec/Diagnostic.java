package dev.syncscope.core.exec;

import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * A problem the engine found while stepping, shown live in the problems view. Immutable.
 *
 * @param kind     what went wrong
 * @param message  one sentence for the user
 * @param agents   the invocations involved
 * @param source   where (the first site)
 * @param step     the step at which it was found
 */
public record Diagnostic(Kind kind, String message, List<Integer> agents, SourceSpan source, long step) {

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
        /** A read of workgroup memory nobody wrote (undefined). */
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
    }
}
