package dev.syncscope.app;

import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.session.SessionViewModel;
import javafx.application.Platform;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

/**
 * Opens kernels: reads and compiles them on the background executor, then shows the result (or
 * the error, with its position) in the session view model on the FX thread. Never blocks the FX
 * thread. Safe to call from the FX thread.
 */
final class KernelOpener {

    private final SessionViewModel model;
    private final ExecutorService background;

    KernelOpener(SessionViewModel model, ExecutorService background) {
        this.model = model;
        this.background = background;
    }

    /** Opens kernel text that is already in memory (a shipped sample). */
    CompletableFuture<Void> open(String name, String text) {
        return CompletableFuture.supplyAsync(() -> compile(name, text), background)
                .thenAccept(result -> Platform.runLater(() -> show(name, text, result)));
    }

    /** Reads and opens a kernel file; a missing or unreadable file is shown as a problem. */
    CompletableFuture<Void> open(Path file) {
        String name = file.getFileName().toString();
        return CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new InputError(new SourceSpan(file.toString(), 0, 0), "cannot read the file: " + e.getMessage(), e);
            }
        }, background).thenCompose(text -> open(name, text)).exceptionally(failure -> {
            InputError error = failure.getCause() instanceof InputError ie ? ie
                    : new InputError(new SourceSpan(name, 0, 0), String.valueOf(failure.getMessage()));
            Platform.runLater(() -> model.showLoadFailure(name, "", error));
            return null;
        });
    }

    private static Object compile(String name, String text) {
        try {
            return ProgramLoader.load(name, text);
        } catch (InputError e) {
            return e;
        }
    }

    private void show(String name, String text, Object result) {
        if (result instanceof Program program) {
            model.showLoaded(name, text, program);
        } else {
            model.showLoadFailure(name, text, (InputError) result);
        }
    }
}
