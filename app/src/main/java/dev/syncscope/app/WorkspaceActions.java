package dev.syncscope.app;

import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.app.workspace.WorkspaceFiles;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.load.InputFiles;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import dev.syncscope.views.source.SourceViewModel;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Debugging workspaces in the window: File › Open workspace, Save workspace, Save workspace as.
 * {@link #capture} gathers the kernel, launch, breakpoints and the whole history (from the
 * simulation thread); {@link #restore} compiles the kernel and replays the history off the FX
 * thread, so the session comes back at the same step. A workspace whose kernel is missing is
 * refused with a clear message and the current session stays. Reading and compiling a workspace is
 * the window's current load ({@link BackgroundLoads}): cancelled or superseded, it changes nothing and
 * says nothing more. FX thread only.
 */
final class WorkspaceActions {

    private static final Logger LOG = Logger.getLogger(WorkspaceActions.class.getName());

    private final SessionViewModel model;
    private final SourceViewModel source;
    private final KernelEditing document;
    private final KernelOpener opener;
    private final LaunchActions launch;
    private final SimulationController simulation;
    private final BackgroundLoads loads;
    private final ExecutorService writer;
    private final Supplier<Window> owner;
    private final Messages text;
    private final WorkspaceFiles files;
    private final ReadOnlyObjectWrapper<Path> workspaceFile = new ReadOnlyObjectWrapper<>(this, "workspaceFile");
    /** Asked as a save begins; what it gives is run once the save succeeded (the autosave drops its recovery file). */
    private Supplier<Runnable> onSave = () -> () -> { };

    /** What restoring compiled off the FX thread, for the workspace {@code w}. */
    private record Restored(Workspace w, KernelOpener.Compiled compiled, DispatchConfig config, String onDisk) { }

    /**
     * @param loads      runs the workspace's kernel loads
     * @param writer     writes workspace files (not the loading thread: a save never waits behind a load)
     */
    WorkspaceActions(SessionViewModel model, SourceViewModel source, KernelEditing document, KernelOpener opener,
                     LaunchActions launch, SimulationController simulation, BackgroundLoads loads,
                     ExecutorService writer, Supplier<Window> owner) {
        this.model = model;
        this.source = source;
        this.document = document;
        this.opener = opener;
        this.launch = launch;
        this.simulation = simulation;
        this.loads = loads;
        this.writer = writer;
        this.owner = owner;
        this.text = model.text();
        this.files = new WorkspaceFiles(text::get);
    }

    /** @param action asked as a save begins; what it gives is run once the save succeeded */
    void setOnSave(Supplier<Runnable> action) {
        onSave = action;
    }

    /** The workspace file last opened or saved, or null. */
    ReadOnlyObjectProperty<Path> workspaceFileProperty() {
        return workspaceFile.getReadOnlyProperty();
    }

    /**
     * The current state as a workspace: the kernel's file, the session's text where it differs from
     * the file, the editor's text where it differs from the session's, launch settings, breakpoints
     * and the history (read on the simulation thread, so the future completes there).
     */
    CompletableFuture<Workspace> capture() {
        Path file = document.file();
        String applied = model.sourceTextProperty().get();
        String onDisk = source.savedTextProperty().get();
        String edited = source.editedTextProperty().get();
        String kernelText = file == null || !applied.equals(onDisk) ? applied : null;
        String editedText = edited.equals(applied) ? null : edited;
        List<Integer> breakpoints = new ArrayList<>(source.breakpoints());
        breakpoints.sort(null);
        String name = model.kernelNameProperty().get();
        Workspace.Launch settings = launch.settings();
        return simulation.history().thenApply(history -> new Workspace(Workspace.CURRENT_FORMAT, name,
                file == null ? null : file.toAbsolutePath().toString(), kernelText, editedText, settings, breakpoints,
                history));
    }

    /** Asks for a workspace file and opens it (after asking about unsaved edits). */
    void open() {
        if (!document.confirmDiscard()) {
            return;
        }
        File chosen = chooser(text.get("dialog.workspace.open")).showOpenDialog(owner.get());
        if (chosen != null) {
            open(chosen.toPath());
        }
    }

    /**
     * Reads and restores {@code file}; an unreadable file or a missing kernel is reported and changes nothing, as
     * does a cancelled or superseded load (without a report).
     */
    CompletableFuture<Void> open(Path file) {
        return restore(file.getFileName().toString(), () -> files.read(file))
                .thenAccept(at -> Platform.runLater(() -> {
                    workspaceFile.set(file);
                    // the step the session is at: the saved one, or 0 when its history did not replay (the problem
                    // says why; the session-85 audit: "opened at step 2" over a counter at 0)
                    document.say(text.get("status.workspaceOpened", file.getFileName(), at));
                }))
                .exceptionally(failure -> {
                    if (BackgroundLoads.dropped(failure)) {
                        return null;
                    }
                    if (KernelEditing.isInputProblem(failure)) {
                        LOG.warning("opening workspace " + file + " failed: " + KernelEditing.rootMessage(failure));
                    } else {
                        LOG.log(Level.WARNING, "opening workspace " + file + " failed", failure);
                    }
                    Platform.runLater(() -> error(text.get("dialog.workspace.error"), KernelEditing.rootMessage(failure)));
                    return null;
                });
    }

    /** Saves to the workspace file last used, or asks for one. */
    CompletableFuture<Boolean> save() {
        Path file = workspaceFile.get();
        return file == null ? saveAs() : saveTo(file);
    }

    CompletableFuture<Boolean> saveAs() {
        FileChooser chooser = chooser(text.get("dialog.workspace.save"));
        String name = model.kernelNameProperty().get();
        int dot = name.lastIndexOf('.');
        chooser.setInitialFileName((dot > 0 ? name.substring(0, dot) : name) + WorkspaceFiles.SUFFIX);
        File chosen = chooser.showSaveDialog(owner.get());
        return chosen == null ? CompletableFuture.completedFuture(false) : saveTo(chosen.toPath());
    }

    /** Captures the state and writes it to {@code file} atomically, off the FX thread. */
    CompletableFuture<Boolean> saveTo(Path file) {
        Runnable saved = onSave.get();
        return capture().thenApplyAsync(w -> {
            try {
                files.write(w, file);
                return true;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, writer).whenComplete((ok, failure) -> Platform.runLater(() -> {
            if (failure != null) {
                LOG.log(Level.WARNING, "saving workspace " + file + " failed", failure);
                error(text.get("dialog.save.error"), file + ": " + KernelEditing.rootMessage(failure));
                return;
            }
            workspaceFile.set(file);
            document.say(text.get("status.workspaceSaved", file.getFileName()));
            saved.run();
        })).exceptionally(failure -> false);
    }

    /**
     * Compiles the workspace's kernel and launch off the FX thread, then shows it, restores the
     * editor and breakpoints and replays the history. Fails (changing nothing) with an
     * {@link InputError} when the kernel is missing, and with a
     * {@link java.util.concurrent.CancellationException} when the load is cancelled or superseded.
     */
    CompletableFuture<Void> restore(Workspace w) {
        return restore(w.kernelFile(), () -> w).thenAccept(restored -> { });
    }

    /**
     * Restores the workspace {@code read} gives (read on the loading thread) as the load {@code name}; completes
     * with the workspace once its history is replayed.
     */
    /** Reads, compiles and shows a workspace; completes with the step the session is at. */
    private CompletableFuture<Integer> restore(String name, Supplier<Workspace> read) {
        return loads.start(name, monitor -> compile(read.get(), monitor)).thenCompose(this::show);
    }

    private Restored compile(Workspace w, LoadMonitor monitor) {
        Path file = w.kernelPath() == null ? null : Path.of(w.kernelPath());
        String onDisk = file == null ? null : readIfThere(file, w.kernelText() == null);
        if (w.kernelText() == null && onDisk == null) {
            throw new CompletionException(new InputError(new SourceSpan(String.valueOf(file), 0, 0),
                    text.get("workspace.kernelMissing", file)));
        }
        String applied = w.kernelText() != null ? w.kernelText() : onDisk;
        int limit = w.launch().applyTo(LaunchOptions.DEFAULTS).maxInvocations();
        // the kernel is launched once, as the workspace says (its dispatch, budget, subgroup size over the file's)
        KernelOpener.Compiled c = KernelOpener.compileNow(text, w.kernelFile(), w.kernelText() == null ? file : null,
                applied, limit, monitor, fileConfig -> LaunchActions.configFor(fileConfig, w.launch()));
        if (c.kernel() == null) {
            return new Restored(w, c, null, onDisk);
        }
        return new Restored(w, c, LaunchActions.configFor(c.kernel().pragmas().toConfig(), w.launch()), onDisk);
    }

    private CompletableFuture<Integer> show(Restored r) {
        Workspace w = r.w();
        KernelOpener.Compiled c = r.compiled();
        opener.showOpened(c);
        Path file = w.kernelPath() == null ? null : Path.of(w.kernelPath());
        String onDisk = file == null ? c.text() : r.onDisk();
        document.restore(c.name(), file, onDisk, w.editedText() != null ? w.editedText() : c.text());
        source.breakpoints().clear();
        w.breakpoints().stream().filter(line -> line >= 1 && line <= source.lineCount()).forEach(source.breakpoints()::add);
        if (c.program() == null) {
            return CompletableFuture.completedFuture(0);
        }
        launch.restored(c.kernel(), r.config());
        return simulation.restore(c.program(), w.launch().applyTo(simulation.options()), w.history());
    }

    /**
     * The kernel file's text, or null when there is none; a path that is there but cannot be read (not UTF-8, over
     * 64 MB, a folder) is that error when {@code needed} (the workspace saved no text of it), not "missing".
     */
    private static String readIfThere(Path file, boolean needed) {
        if (!Files.exists(file)) {
            return null;
        }
        if (ProgramLoader.isBinary(file.getFileName().toString()) && Files.isRegularFile(file)) {
            return "";
        }
        try {
            return InputFiles.readText(file, file.getFileName().toString());
        } catch (InputError e) {
            if (needed) {
                throw new CompletionException(e);
            }
            return null;
        }
    }

    private FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter(text.get("dialog.workspace.filter"), "*" + WorkspaceFiles.SUFFIX),
                new FileChooser.ExtensionFilter(text.get("dialog.open.all"), "*"));
        Path current = workspaceFile.get() != null ? workspaceFile.get() : document.file();
        if (current != null && current.toAbsolutePath().getParent() != null) {
            chooser.setInitialDirectory(current.toAbsolutePath().getParent().toFile());
        }
        return chooser;
    }

    private void error(String title, String detail) {
        ErrorDialogs.show(owner.get(), title, detail);
    }
}
