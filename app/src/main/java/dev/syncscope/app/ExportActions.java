package dev.syncscope.app;

import dev.syncscope.app.workspace.AtomicFiles;
import dev.syncscope.views.graph.GraphDescription;
import dev.syncscope.views.graph.GraphExport;
import dev.syncscope.views.graph.GraphSnapshot;
import dev.syncscope.views.i18n.Messages;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import java.util.logging.Logger;

/**
 * File → Export: a graph as PNG (what the pane shows), SVG or DOT (from its description), and the
 * trace with diagnostics as JSON. Files are written atomically on the files executor (the PNG's image is
 * taken on the FX thread, where snapshots must be); a file that cannot be written is explained in a dialog,
 * and nothing is left where it was to go. FX thread only.
 */
final class ExportActions {

    private static final Logger LOG = Logger.getLogger(ExportActions.class.getName());

    private final SimulationController simulation;
    private final Executor files;
    private final Supplier<Window> owner;
    private final Messages text;

    /** @param files writes the exported files (not the FX thread) */
    ExportActions(Messages text, SimulationController simulation, Executor files, Supplier<Window> owner) {
        this.text = text;
        this.simulation = simulation;
        this.files = files;
        this.owner = owner;
    }

    /** Asks for a file and exports a graph: PNG snapshot of {@code pane}, or SVG/DOT of its description, by extension. */
    void exportGraph(String name, Node pane, GraphDescription description) {
        File file = choose(name, "*.png", "*.svg", "*.dot");
        if (file != null) {
            exportGraph(name, pane, description, file.toPath());
        }
    }

    /** Exports a graph to {@code path}; completes once it is written or the failure is shown. */
    CompletableFuture<Void> exportGraph(String name, Node pane, GraphDescription description, Path path) {
        String lower = path.toString().toLowerCase(Locale.ROOT);
        if (lower.endsWith(".png")) {
            byte[] png;
            try {
                png = GraphSnapshot.png(pane);
            } catch (IOException e) {
                failed(path, e);
                return CompletableFuture.completedFuture(null);
            }
            return write(path, png);
        }
        if (description == null) {
            failed(path, text.get("export.emptyGraph"));
            return CompletableFuture.completedFuture(null);
        }
        String content = lower.endsWith(".dot") ? GraphExport.toDot(description, name) : GraphExport.toSvg(description);
        return write(path, content.getBytes(StandardCharsets.UTF_8));
    }

    /** Asks for a file and exports the trace there. */
    void exportTrace() {
        File file = choose("trace", "*.json");
        if (file != null) {
            exportTrace(file.toPath());
        }
    }

    /** Exports the trace and diagnostics to {@code path}; completes once it is written or the failure is shown. */
    CompletableFuture<Void> exportTrace(Path path) {
        return simulation.traceJson().thenCompose(json -> write(path, json.getBytes(StandardCharsets.UTF_8)))
                .exceptionally(failure -> {
                    Platform.runLater(() -> failed(path, failure));
                    return null;
                });
    }

    private File choose(String name, String... patterns) {
        FileChooser chooser = new FileChooser();
        chooser.setInitialFileName(name + patterns[0].substring(1));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(String.join(", ", patterns), patterns));
        return chooser.showSaveDialog(owner.get());
    }

    /** Writes {@code bytes} to {@code path} atomically on the files executor; a failure is shown (FX thread). */
    private CompletableFuture<Void> write(Path path, byte[] bytes) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        CompletableFuture.runAsync(() -> {
            try {
                AtomicFiles.write(path, bytes);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, files).whenComplete((v, failure) -> Platform.runLater(() -> {
            if (failure != null) {
                failed(path, failure);
            }
            done.complete(null);
        }));
        return done;
    }

    private void failed(Path path, Throwable failure) {
        LOG.warning("exporting to " + path + " failed: " + failure);
        failed(path, KernelEditing.rootMessage(failure));
    }

    private void failed(Path path, String why) {
        ErrorDialogs.show(owner.get(), text.get("dialog.export.error"), path + ": " + why);
    }
}
