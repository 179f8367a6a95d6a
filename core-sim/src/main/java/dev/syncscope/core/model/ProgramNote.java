package dev.syncscope.core.model;

import java.util.List;

/**
 * Something the user should know about a program that is neither an error nor found by running it (e.g. where
 * the source language's rules and the Vulkan memory model SyncScope runs differ). Shown beside the diagnostics,
 * never a failure. Immutable.
 *
 * <p>Like an engine diagnostic, a note may carry a message {@code key} and the {@code args} its sentence is built
 * from, so that the window can word it in its own language (the English pattern of the key gives {@code message}
 * back); each key's arguments are listed where the note is made.
 *
 * @param where   the source position it is about
 * @param message one or two sentences for the user, in English
 * @param key     the message key of the sentence (e.g. {@code note.hlslUav}), or {@code null}
 * @param args    the key's arguments: {@link String}, {@link Integer} or {@link Long}; empty without a key
 */
public record ProgramNote(SourceSpan where, String message, String key, List<Object> args) {

    public ProgramNote {
        args = List.copyOf(args);
    }

    /** A note in English only. */
    public ProgramNote(SourceSpan where, String message) {
        this(where, message, null, List.of());
    }

    /** {@code file:line: message}, as the command line prints it. */
    @Override
    public String toString() {
        return where + ": " + message;
    }
}
