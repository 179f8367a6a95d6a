package dev.syncscope.app;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.kernel.LoadedKernel;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.session.SessionViewModel;
import javafx.application.Platform;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * Opens kernels: reads and compiles them on the background executor, then shows the result (or
 * the error, with its position) in the session view model on the FX thread. Never blocks the FX
 * thread. Safe to call from the FX thread.
 */
final class KernelOpener {

    /** What opening produced: the text to show and either a program (and, for kernels, the kernel) or the error. */
    private record Opened(String name, String text, Program program, LoadedKernel kernel, InputError error) { }

    private final SessionViewModel model;
    private final ExecutorService background;
    private final BiConsumer<Program, LoadedKernel> onLoaded;
    /** What was opened last, to open it again (e.g. in another language): a Path, or a name and text. */
    private Object last;

    /**
     * @param onLoaded told (on the FX thread) about each program shown, to start a session on it, with the
     *                 kernel it came from (null for litmus tests), so it can be launched again differently
     */
    KernelOpener(SessionViewModel model, ExecutorService background, BiConsumer<Program, LoadedKernel> onLoaded) {
        this.model = model;
        this.background = background;
        this.onLoaded = onLoaded;
    }

    /** Opens kernel text that is already in memory (a shipped sample). */
    CompletableFuture<Void> open(String name, String text) {
        last = new String[] {name, text};
        return submit(name, text, () -> ProgramLoader.isKernel(name) ? KernelLoader.load(name, text)
                : ProgramLoader.load(name, text));
    }

    /** Reads and opens a kernel file; a missing or unreadable file is shown as a problem. */
    CompletableFuture<Void> open(Path file) {
        last = file;
        String name = file.getFileName().toString();
        return CompletableFuture.supplyAsync(() -> readForDisplay(file), background)
                .thenCompose(text -> submit(name, text, () -> ProgramLoader.isKernel(name) ? KernelLoader.load(file)
                        : ProgramLoader.load(file)));
    }

    /** @param compile gives a {@link Program} or a {@link LoadedKernel} */
    private CompletableFuture<Void> submit(String name, String text, Supplier<Object> compile) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                Object compiled = compile.get();
                return compiled instanceof LoadedKernel k ? new Opened(name, text, k.program(), k, null)
                        : new Opened(name, text, (Program) compiled, null, null);
            } catch (InputError e) {
                return new Opened(name, text, null, null, e);
            }
        }, background).thenCompose(this::showOnFxThread);
    }

    /** Completes once the result is shown (and a session on it is queued), so callers can act after it. */
    private CompletableFuture<Void> showOnFxThread(Opened opened) {
        CompletableFuture<Void> shown = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                show(opened);
                shown.complete(null);
            } catch (RuntimeException e) {
                shown.completeExceptionally(e);
            }
        });
        return shown;
    }

    /** Opens in {@code other} what was last opened here (nothing if nothing was). */
    CompletableFuture<Void> reopenIn(KernelOpener other) {
        if (last instanceof Path file) {
            return other.open(file);
        }
        if (last instanceof String[] text) {
            return other.open(text[0], text[1]);
        }
        return CompletableFuture.completedFuture(null);
    }

    /** The file's text for the source view; empty for binaries and unreadable files (the loader reports why). */
    private static String readForDisplay(Path file) {
        if (file.getFileName().toString().endsWith(".spv")) {
            return "";
        }
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    private void show(Opened opened) {
        if (opened.program() != null) {
            model.showLoaded(opened.name(), opened.text(), opened.program());
            onLoaded.accept(opened.program(), opened.kernel());
        } else {
            model.showLoadFailure(opened.name(), opened.text(), opened.error());
        }
    }
}
