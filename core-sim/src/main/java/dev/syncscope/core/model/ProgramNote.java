package dev.syncscope.core.model;

/**
 * Something the user should know about a program that is neither an error nor found by running it (e.g. where
 * the source language's rules and the Vulkan memory model SyncScope runs differ). Shown beside the diagnostics,
 * never a failure. Immutable.
 *
 * @param where   the source position it is about
 * @param message one or two sentences for the user
 */
public record ProgramNote(SourceSpan where, String message) {

    /** {@code file:line: message}, as the command line prints it. */
    @Override
    public String toString() {
        return where + ": " + message;
    }
}
