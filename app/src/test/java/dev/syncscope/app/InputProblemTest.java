package dev.syncscope.app;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletionException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A workspace that cannot be opened because of the user's file (malformed, missing kernel) is explained in a dialog
 * and logged in one line; only a failure of SyncScope itself keeps its stack trace in the log (the CLI audit: a
 * malformed workspace logged 22 lines of stack trace).
 */
class InputProblemTest {

    @Test
    void aMalformedOrUnreadableFileBehindTheTaskWrappersIsTheUsersInputNotAFailure() {
        InputError malformed = new InputError(new SourceSpan("w.syncscope.json", 1, 24), "not a valid SyncScope workspace");
        assertTrue(KernelEditing.isInputProblem(new CompletionException(malformed)));
        assertTrue(KernelEditing.isInputProblem(new CompletionException(new UncheckedIOException(
                new IOException("missing.comp is missing")))));
        assertEquals("w.syncscope.json:1:24: not a valid SyncScope workspace",
                KernelEditing.rootMessage(new CompletionException(malformed)));
        assertFalse(KernelEditing.isInputProblem(new CompletionException(new IllegalStateException("a bug"))));
    }
}
