package dev.syncscope.app;

import dev.syncscope.samples.Sample;
import dev.syncscope.samples.SampleCatalog;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The SyncScope JavaFX application: builds the main window, opens the kernel named on the command
 * line or the default sample, and (with {@code --screenshot=FILE}) writes a PNG of the window and
 * quits. Lifecycle methods run on the FX thread.
 */
public class SyncScopeApp extends Application {

    private final ExecutorService background = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "syncscope-loader");
        t.setDaemon(true);
        return t;
    });
    private MainWindow window;
    private SimulationController simulation;
    private ExhaustiveCheck check;
    private KernelOpener opener;
    private CompletableFuture<Void> firstLoad = CompletableFuture.completedFuture(null);

    @Override
    public void start(Stage stage) {
        start(stage, StartOptions.of(getParameters().getUnnamed(), getParameters().getNamed()));
    }

    /** Builds the window and opens the kernel the options name (the default sample when none). */
    void start(Stage stage, StartOptions options) {
        SessionViewModel model = new SessionViewModel(Messages.forLocale(options.locale()));
        simulation = new SimulationController(model);
        model.speedProperty().addListener((obs, old, now) -> simulation.setSpeed(now.doubleValue()));
        simulation.setSpeed(model.speedProperty().get());
        LaunchActions launch = new LaunchActions(model, simulation, background);
        KernelOpener previous = opener;
        opener = new KernelOpener(model, background, launch::opened);
        DetailPanes details = new DetailPanes(model);
        check = new ExhaustiveCheck(model, details.outcomes);
        ExportActions export = new ExportActions(model, simulation, () -> stage);
        EditorPanes editor = new EditorPanes(model, opener, simulation);
        ViewActions view = new ViewActions();
        AppMenu.Actions actions = new AppMenu.Actions(opener, check, launch, export, view, details, editor, simulation,
                locale -> switchLanguage(stage, locale));
        window = new MainWindow(model, details, AppMenu.create(actions, model.text(), () -> stage), simulation,
                editor.sourceView, editor.lessonsView, editor.timelineView);
        Scene scene = new Scene(window, 1280, 800);
        Shortcuts.install(scene);
        view.install(scene);
        stage.titleProperty().bind(model.titleProperty());
        stage.setScene(scene);
        stage.show();

        if (previous != null) {
            firstLoad = previous.reopenIn(opener);
        } else if (options.kernel() == null) {
            Sample sample = SampleCatalog.load().defaultSample();
            firstLoad = opener.open(sample.fileName(), sample.text());
        } else {
            firstLoad = opener.open(options.kernel());
        }
        if (options.steps() > 0) {
            firstLoad = firstLoad.thenCompose(v -> simulation.stepTimes(options.steps()));
        }
        for (String tab : options.tabs()) {
            firstLoad.thenRun(() -> Platform.runLater(() -> selectTab(scene, tab)));
        }
        if (options.screenshot() != null) {
            firstLoad.thenRun(() -> Platform.runLater(() -> WindowShot.saveLater(scene, options.screenshot())));
        }
    }

    /** Rebuilds the window in {@code locale} with the same kernel open (the run starts again). */
    private void switchLanguage(Stage stage, Locale locale) {
        stage.titleProperty().unbind();
        window.close();
        simulation.close();
        check.close();
        start(stage, new StartOptions(null, null, locale, 0, java.util.List.of()));
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

    @Override
    public void stop() {
        if (window != null) {
            window.close();
        }
        if (simulation != null) {
            simulation.close();
        }
        if (check != null) {
            check.close();
        }
        background.shutdownNow();
    }
}
