package dev.syncscope.app;

import dev.syncscope.views.graph.GraphDescription;
import dev.syncscope.views.graph.GraphExport;
import dev.syncscope.views.graph.GraphSnapshot;
import dev.syncscope.views.session.SessionViewModel;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * File → Export: a graph as PNG (what the pane shows), SVG or DOT (from its description), and the
 * trace with diagnostics as JSON. Files are written off the FX thread except the PNG snapshot,
 * which must be taken on it. FX thread only.
 */
final class ExportActions {

    private final SessionViewModel model;
    private final SimulationController simulation;
    private final Supplier<Window> owner;

    ExportActions(SessionViewModel model, SimulationController simulation, Supplier<Window> owner) {
        this.model = model;
        this.simulation = simulation;
        this.owner = owner;
    }

    /** Exports a graph: PNG snapshot of {@code pane}, or SVG/DOT of its description, by extension. */
    void exportGraph(String name, Node pane, GraphDescription description) {
        File file = choose(name, "*.png", "*.svg", "*.dot");
        if (file == null) {
            return;
        }
        Path path = file.toPath();
        String lower = path.toString().toLowerCase(Locale.ROOT);
        try {
            if (lower.endsWith(".png")) {
                GraphSnapshot.writePng(pane, path);
            } else if (description == null) {
                model.showBackgroundFailure(new IllegalStateException("the graph is empty"));
            } else {
                write(path, lower.endsWith(".dot") ? GraphExport.toDot(description, name) : GraphExport.toSvg(description));
            }
        } catch (IOException e) {
            model.showBackgroundFailure(e);
        }
    }

    void exportTrace() {
        File file = choose("trace", "*.json");
        if (file != null) {
            simulation.traceJson().thenAccept(json -> {
                try {
                    write(file.toPath(), json);
                } catch (IOException e) {
                    Platform.runLater(() -> model.showBackgroundFailure(e));
                }
            });
        }
    }

    private File choose(String name, String... patterns) {
        FileChooser chooser = new FileChooser();
        chooser.setInitialFileName(name + patterns[0].substring(1));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(String.join(", ", patterns), patterns));
        return chooser.showSaveDialog(owner.get());
    }

    /** Writes through a temporary file and a rename, so an interrupted export leaves no half file. */
    private static void write(Path path, String text) throws IOException {
        Path temp = Files.createTempFile(path.toAbsolutePath().getParent(), ".export", ".tmp");
        Files.writeString(temp, text, StandardCharsets.UTF_8);
        Files.move(temp, path, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
}
