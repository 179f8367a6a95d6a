package dev.syncscope.app;

import dev.syncscope.app.workspace.Autosave;
import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.app.workspace.WorkspaceFiles;
import dev.syncscope.core.exec.HeapGuard;
import dev.syncscope.core.load.InputFiles;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.samples.Sample;
import dev.syncscope.samples.SampleCatalog;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.ErrorText;
import dev.syncscope.views.session.PulseStart;
import dev.syncscope.views.session.SessionViewModel;
import dev.syncscope.views.source.SourceViewModel;
import dev.syncscope.views.theme.UiFonts;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.SetChangeListener;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import java.util.logging.Logger;

/**
 * The SyncScope JavaFX application: builds the main window, offers to restore the work a crashed
 * session left in the recovery file, opens the kernel or workspace named on the command line or
 * the default sample, keeps the recovery file up to date, asks before unsaved kernel edits are
 * lost, and (with {@code --screenshot=FILE}) writes a PNG of the window and quits. Lifecycle
 * methods run on the FX thread.
 */
public class SyncScopeApp extends Application {

    private static final Logger LOG = Logger.getLogger(SyncScopeApp.class.getName());

    private final ExecutorService background = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "syncscope-loader");
        t.setDaemon(true);
        return t;
    });
    /**
     * Writes the user's files (a saved kernel, a workspace): a thread of its own, so that a save never waits behind a
     * load that takes minutes (the unsaved-edits dialog's Save waits for its write).
     */
    private final ExecutorService files = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "syncscope-files");
        t.setDaemon(true);
        return t;
    });
    private MainWindow window;
    private ViewActions view;
    private SimulationController simulation;
    private DetailPanes details;
    private ExhaustiveCheck check;
    private KernelEditing editing;
    private WorkspaceActions workspaces;
    private KernelOpener opener;
    private ExportActions export;
    private BackgroundLoads loads;
    private Recovery recovery;
    private StartOptions options;
    private CompletableFuture<Void> firstLoad = CompletableFuture.completedFuture(null);
    /** {@link #shownAsAsked()}. */
    private CompletableFuture<Void> shownAsAsked = CompletableFuture.completedFuture(null);
    /** The heap guard of every session's engine: this JVM's heap, a fake one in tests. */
    private final Supplier<HeapGuard> heapGuards;
    /** The visual bounds of the screen the window opens on: the primary screen's, a smaller one in tests. */
    private final Supplier<Rectangle2D> screen;

    public SyncScopeApp() {
        this(HeapGuard::jvm);
    }

    /** A window whose sessions ask {@code heapGuards} whether the heap is full (tests fake a full heap). */
    SyncScopeApp(Supplier<HeapGuard> heapGuards) {
        this(heapGuards, () -> Screen.getPrimary().getVisualBounds());
    }

    /** A window that opens on a screen with the visual bounds {@code screen} gives (tests fake a small screen). */
    SyncScopeApp(Supplier<HeapGuard> heapGuards, Supplier<Rectangle2D> screen) {
        this.heapGuards = heapGuards;
        this.screen = screen;
    }

    @Override
    public void start(Stage stage) {
        // the toolkit has started, and printed what StartupNotices leaves out
        StartupNotices.restoreErr();
        start(stage, StartOptions.of(getParameters().getUnnamed(), getParameters().getNamed()));
    }

    /**
     * The installed font families, by which a first Japanese window opens in English where none draws Japanese
     * ({@link UiFonts#windowLocale}); the tests of a Japanese window's words give one on a machine that has none.
     */
    List<String> fontFamilies() {
        return javafx.scene.text.Font.getFamilies();
    }

    /** Builds the window and opens the kernel or workspace the options name (the default sample when none). */
    void start(Stage stage, StartOptions startOptions) {
        start(stage, startOptions, null, false);
    }

    /**
     * @param carried   the session of the window this one replaces (another language), or null
     * @param replacing whether this window replaces the stage's (another language): it keeps its size
     */
    private void start(Stage stage, StartOptions startOptions, Workspace carried, boolean replacing) {
        // a first window in a language no installed font draws opens in English, and the console says why (UiFonts)
        Locale asked = startOptions.locale();
        // asked once for both uses: each call builds the list of installed families anew
        List<String> families = fontFamilies();
        boolean noFont = carried == null && !replacing && UiFonts.windowLocale(asked, families) != asked;
        options = noFont ? startOptions.inLocale(Locale.ENGLISH) : startOptions;
        SessionViewModel model = new SessionViewModel(Messages.forLocale(options.locale()));
        Messages text = model.text();
        simulation = new SimulationController(model, new PulseStart(), heapGuards);
        model.speedProperty().addListener((obs, old, now) -> simulation.setSpeed(now.doubleValue()));
        simulation.setSpeed(model.speedProperty().get());
        loads = new BackgroundLoads(model, background, Platform::runLater);
        LaunchActions launch = new LaunchActions(model, simulation, loads);
        opener = new KernelOpener(model, loads, launch::opened);
        opener.setInvocationLimit(() -> simulation.options().maxInvocations());
        details = new DetailPanes(model);
        details.readChoices.setOnChoose(simulation::step);
        simulation.setOnFocusMoved(details.readChoices::showNextRead, details.memory::showReads);
        check = new ExhaustiveCheck(model, details.outcomes);
        check.judgeExpectationsWhen(launch::fileLaunch);
        export = new ExportActions(text, simulation, files, () -> stage);
        EditorPanes editor = new EditorPanes(model, opener, simulation);
        editing = new KernelEditing(editor.source, model, opener, files, () -> stage);
        check.answersBeside(editing::file);
        editor.setBeforeOpen(editing::confirmDiscard);
        workspaces = new WorkspaceActions(model, editor.source, editing, opener, launch, simulation, loads, files,
                () -> stage);
        ViewActions view = new ViewActions();
        this.view = view;
        AppMenu.Actions actions = new AppMenu.Actions(opener, check, launch, export, view, details, editor, simulation,
                locale -> switchLanguage(stage, locale), editing, workspaces, () -> {
                    if (editing.confirmDiscard()) {
                        Platform.exit();
                    }
                });
        window = new MainWindow(model, details, AppMenu.create(actions, model, () -> stage), simulation,
                editor.sourcePane(editing::reload, editing.messageProperty()), editor.lessonsView, editor.timelineView,
                loads::cancel);
        window.connectSource(editor.sourceView);
        SourceViewModel source = editor.source;
        window.sourceTab().textProperty().bind(Bindings.when(source.modifiedProperty())
                .then(text.get("pane.source") + " *").otherwise(text.get("pane.source")));
        Scene scene = sceneOn(stage, window, replacing);
        // a Japanese window names a Japanese font: JavaFX's Linux fallback from its default font has none
        UiFonts.missingFont(asked, families).ifPresent(System.err::println);
        UiFonts.familyFor(options.locale(), families).ifPresent(family -> {
            window.setStyle(UiFonts.rootStyle(family));
            // the step counter's monospace font has no Japanese either ("ステップ 9 / 9")
            window.lookupAll(".timeline-label").forEach(n -> n.setStyle(UiFonts.rootStyle(family)));
            // and GraphStream draws the graphs' labels in a font of its own
            window.graphPanes().forEach(g -> g.setTextFamily(family));
        });
        Shortcuts.install(scene);
        Shortcuts.installCancel(scene, "#cancelLoad");
        view.install(scene);
        stage.titleProperty().bind(Bindings.createStringBinding(() -> editing.documentNameProperty().get().isEmpty()
                        ? text.get("app.title")
                        : text.get("app.titleWithKernel", (source.modifiedProperty().get() ? "*" : "")
                        + editing.documentNameProperty().get()),
                editing.documentNameProperty(), source.modifiedProperty()));
        stage.setOnCloseRequest(e -> {
            if (!editing.confirmDiscard()) {
                e.consume();
            }
        });
        stage.setScene(scene);
        stage.show();
        if (options.presentation()) {
            view.togglePresentation();
        }

        List<Sample> samples = options.recovery() == Recovery.Choice.OFF ? List.of() : SampleCatalog.load().samples();
        Workspace recovered = carried == null ? recovered(model, stage, samples) : null;
        Supplier<CompletableFuture<Void>> openAsAsked = () -> {
            if (options.opensWorkspace()) {
                return workspaces.open(options.kernel());
            }
            if (options.kernel() == null) {
                Sample sample = SampleCatalog.load().defaultSample();
                return opener.open(sample.fileName(), sample.text());
            }
            return opener.open(options.kernel());
        };
        Workspace restoring = carried != null ? carried : recovered;
        if (restoring != null) {
            firstLoad = workspaces.restore(restoring).handle((v, failure) -> failure).thenCompose(failure -> {
                if (failure == null) {
                    return CompletableFuture.<Void>completedFuture(null);
                }
                if (BackgroundLoads.dropped(failure)) {
                    // the user cancelled the restore or opened something else meanwhile: nothing more to open
                    return CompletableFuture.<Void>failedFuture(failure);
                }
                CompletableFuture<Void> opened = new CompletableFuture<>();
                Platform.runLater(() -> openAsAsked.get().whenComplete((v, e) -> opened.complete(null))
                        .thenRun(() -> Platform.runLater(() -> model.showBackgroundFailure(
                                failure.getCause() != null ? failure.getCause() : failure))));
                return opened;
            });
        } else {
            firstLoad = openAsAsked.get();
        }
        if (options.recovery() != Recovery.Choice.OFF) {
            startAutosave(model, source, samples);
        }
        if (options.steps() > 0) {
            firstLoad = firstLoad.thenCompose(v -> simulation.stepTimes(options.steps()));
        }
        if (options.checkAll()) {
            firstLoad = firstLoad.thenCompose(v -> {
                CompletableFuture<Void> checked = new CompletableFuture<>();
                Platform.runLater(() -> check.start().whenComplete((x, e) -> checked.complete(null)));
                return checked;
            });
        }
        CompletableFuture<Void> shown = new CompletableFuture<>();
        shownAsAsked = shown;
        SimulationController frames = simulation;
        // also when the first load failed or was cancelled (its tabs are not brought forward): a shot shows it
        firstLoad.whenComplete((v, e) -> Platform.runLater(() -> {
            if (e == null) {
                options.tabs().forEach(tab -> selectTab(scene, tab));
            }
            // after the panes brought forward asked for what their frames must carry (queued as they came), the frame
            // that carries it: the execution graph's steps come with the frame built once it is on screen
            Platform.runLater(() -> {
                try {
                    frames.caughtUp().whenComplete((x, f) -> shown.complete(null));
                } catch (java.util.concurrent.RejectedExecutionException closed) {
                    shown.complete(null);
                }
            });
        }));
        if (options.screenshot() != null && options.screenshotAfterMillis() > 0) {
            WindowShot.saveAfter(scene, options.screenshot(), Duration.millis(options.screenshotAfterMillis()));
        } else if (options.screenshot() != null) {
            shown.thenRun(() -> Platform.runLater(() -> WindowShot.saveLater(scene, options.screenshot())));
        }
    }

    /**
     * The workspace in a recovery file left by a crashed SyncScope ({@link Autosave#orphan}) when
     * the user (or the start options) chose to restore it, after taking the file over as this
     * window's; null when there is none, recovery is off, it holds no work ({@link RecoveryOffer#holdsWork}) or it
     * was discarded (then the file is deleted). Recovery files of other running windows are never offered.
     */
    private Workspace recovered(SessionViewModel model, Stage stage, List<Sample> samples) {
        if (options.recovery() == Recovery.Choice.OFF) {
            return null;
        }
        WorkspaceFiles files = new WorkspaceFiles(model.text()::get);
        Path orphan = null;
        Workspace found;
        try {
            while (true) {
                orphan = Autosave.orphan(Autosave.configDir()).orElse(null);
                if (orphan == null) {
                    return null;
                }
                found = files.read(orphan);
                if (RecoveryOffer.holdsWork(found, samples)) {
                    break;
                }
                // a session killed before any edit or step: nothing to restore, not worth a question
                Files.deleteIfExists(orphan);
            }
        } catch (InputError | UncheckedIOException e) {
            unreadableRecovery(model.text(), stage, orphan, e);
            return null;
        } catch (IOException e) {
            model.showBackgroundFailure(e);
            return null;
        }
        boolean restore = switch (options.recovery()) {
            case RESTORE -> true;
            case ASK -> RecoveryDialog.ask(model.text(), found, orphan, options.kernel());
            default -> false;
        };
        try {
            if (restore) {
                new Autosave(Autosave.defaultFile(), files).adopt(orphan);
            } else {
                Files.deleteIfExists(orphan);
            }
        } catch (IOException e) {
            model.showBackgroundFailure(e);
        }
        return restore ? found : null;
    }

    /**
     * Says in a dialog that the recovery file {@code orphan} (null: the folder of recovery files) cannot be read, and
     * sets it aside under another name: the work in it is not deleted, and the next start does not offer it again.
     * A dialog, not a problem: the first load replaces the problems pane's list at once.
     */
    private static void unreadableRecovery(Messages text, Stage stage, Path orphan, RuntimeException failure) {
        LOG.warning("the recovery file cannot be read: " + KernelEditing.rootMessage(failure));
        String why = failure instanceof InputError e ? ErrorText.of(e, text) : KernelEditing.rootMessage(failure);
        Path where = orphan != null ? orphan : Autosave.configDir();
        String message = text.get("problems.recovery", where, why);
        if (orphan != null) {
            Path aside = orphan.resolveSibling(orphan.getFileName() + ".unreadable");
            try {
                Files.move(orphan, aside, StandardCopyOption.REPLACE_EXISTING);
                message += " " + text.get("recovery.keptAside", aside);
            } catch (IOException e) {
                LOG.warning("could not set aside " + orphan + ": " + InputFiles.reason(e));
            }
        }
        ErrorDialogs.show(stage, text.get("dialog.recover.failed"), message);
    }

    /** Starts the autosave; {@code samples}: the shipped ones (one as it ships is no work to recover). */
    private void startAutosave(SessionViewModel model, SourceViewModel source, List<Sample> samples) {
        Autosave autosave = new Autosave(Autosave.defaultFile(), new WorkspaceFiles(model.text()::get));
        Supplier<CompletableFuture<Workspace>> capture = workspaces::capture;
        recovery = new Recovery(autosave, capture, samples, Platform::runLater, Recovery.DEFAULT_DELAY_MILLIS,
                failure -> model.showBackgroundFailure(new InputError(new SourceSpan(autosave.file().toString(), 0, 0),
                        model.text().get("problems.autosave", KernelEditing.rootMessage(failure)), failure)));
        Recovery r = recovery;
        // a running load's text shown read-only is nobody's work: nothing to recover until the load ends
        source.editedTextProperty().addListener((obs, old, now) -> {
            if (!model.previewingProperty().get()) {
                r.changed();
            }
        });
        source.breakpoints().addListener((SetChangeListener<Integer>) c -> r.changed());
        model.frameProperty().addListener((obs, old, now) -> r.changed());
        workspaces.setOnSave(r::explicitSave);
        editing.setOnSave(r::explicitSave);
    }

    /** Rebuilds the window in {@code locale} with the same session (kernel, edits, breakpoints, step). */
    private void switchLanguage(Stage stage, Locale locale) {
        workspaces.capture().whenComplete((carried, failure) -> Platform.runLater(() -> {
            tearDown(stage, false);
            start(stage, options.withLocale(locale), carried, true);
        }));
    }

    /** Closes this window's parts (once; later calls do nothing). @param cleanExit the application ends normally: the recovery file goes */
    private void tearDown(Stage stage, boolean cleanExit) {
        if (stage != null) {
            stage.titleProperty().unbind();
            stage.setOnCloseRequest(null);
        }
        if (loads != null) {
            loads.close();
            loads = null;
        }
        if (view != null) {
            view.close();
            view = null;
        }
        if (window != null) {
            window.close();
            window = null;
        }
        if (simulation != null) {
            simulation.close();
            simulation = null;
        }
        if (check != null) {
            check.close();
            check = null;
        }
        if (recovery != null) {
            recovery.close(cleanExit);
            recovery = null;
        }
    }

    /**
     * A scene for {@code window} on {@code stage}: as large as the stage's scene when it {@code replaces} the stage's
     * window (another language's); else {@link WindowSize} on the screen's visual bounds, the stage placed there.
     * The stage's own size is set too, so that a window manager's decorations come out of the scene, not off-screen.
     */
    private Scene sceneOn(Stage stage, MainWindow window, boolean replaces) {
        if (replaces && stage.getScene() != null) {
            return new Scene(window, stage.getScene().getWidth(), stage.getScene().getHeight());
        }
        Rectangle2D at = WindowSize.on(screen.get());
        stage.setX(at.getMinX());
        stage.setY(at.getMinY());
        stage.setWidth(at.getWidth());
        stage.setHeight(at.getHeight());
        return new Scene(window, at.getWidth(), at.getHeight());
    }

    private static void selectTab(Scene scene, String id) {
        for (javafx.scene.Node node : scene.getRoot().lookupAll(".tab-pane")) {
            javafx.scene.control.TabPane pane = (javafx.scene.control.TabPane) node;
            pane.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst()
                    .ifPresent(t -> pane.getSelectionModel().select(t));
        }
    }

    /** Completes when the kernel opened at start-up is shown (for tests). */
    CompletableFuture<Void> firstLoad() {
        return firstLoad;
    }

    /**
     * Completes when the window shows what the start options asked for: the kernel, its steps, the tabs brought
     * forward and what those panes show (the execution graph's steps); a screenshot is taken then.
     */
    CompletableFuture<Void> shownAsAsked() {
        return shownAsAsked;
    }

    /** The kernel opener of the current window (for tests). */
    KernelOpener opener() {
        return opener;
    }

    /** The workspace actions of the current window (for tests). */
    WorkspaceActions workspaces() {
        return workspaces;
    }

    /** The kernel document of the current window (for tests). */
    KernelEditing editing() {
        return editing;
    }

    /** The export actions of the current window (for tests). */
    ExportActions export() {
        return export;
    }

    /** The simulation of the current window (for tests). */
    SimulationController simulation() {
        return simulation;
    }

    /** The detail panes of the current window (for tests). */
    DetailPanes details() {
        return details;
    }

    /** The autosave of the current window, or null when recovery is off (for tests). */
    Recovery recovery() {
        return recovery;
    }

    @Override
    public void stop() {
        tearDown(null, true);
        background.shutdownNow();
        // a save the user asked for finishes (each write replaces its file atomically)
        files.shutdown();
        try {
            files.awaitTermination(10, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
