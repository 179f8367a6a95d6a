package dev.syncscope.views.threads;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.HostLitmus;
import dev.syncscope.views.i18n.Messages;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class DispatchGridViewFxTest {

    private final SimpleObjectProperty<DispatchGridModel> grid = new SimpleObjectProperty<>();
    private final SimpleObjectProperty<Snapshot> snapshot = new SimpleObjectProperty<>();
    private final SimpleIntegerProperty focus = new SimpleIntegerProperty();
    private DispatchGridView view;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        view = new DispatchGridView(grid, snapshot, focus, Messages.forLocale(Locale.ENGLISH));
        Scene scene = new Scene(view, 600, 200);
        scene.getStylesheets().add(getClass().getResource("/dev/syncscope/views/syncscope.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    private static void waitFor(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
    }

    @Test
    void aStepRedrawsTheArrivedCellAndTheBarrierLineSaysWhoWaits(FxRobot robot) throws Exception {
        DebugSession s = DebugSession.load(KernelLoader.load("bar.comp", """
                #version 450
                layout(local_size_x = 2) in;
                void main() {
                    barrier();
                }
                """).program());
        robot.interact(() -> grid.set(DispatchGridModel.of(s.program().launch())));
        waitFor(() -> view.drawnAs(0, null) && view.drawnAs(1, null));
        assertTrue(view.gridLayout().labelled(), "two invocations get named cells");
        s.step(0);
        robot.interact(() -> snapshot.set(s.snapshot()));
        waitFor(() -> view.drawnAs(0, AgentStatus.WAITING_BARRIER));
        assertTrue(view.drawnAs(1, AgentStatus.RUNNING));
        Label line = robot.lookup("#barriers .barrier-wait").queryAs(Label.class);
        assertTrue(line.getText().contains("1/2 arrived; waiting: T0"), line.getText());
    }

    @Test
    void aHostThreadIsDrawnInTheHostLaneAndSaysHostThread(FxRobot robot) throws Exception {
        DebugSession s = DebugSession.load(HostLitmus.submit());
        robot.interact(() -> grid.set(DispatchGridModel.of(s.program().launch())));
        waitFor(() -> view.drawnAs(0, null) && view.drawnAs(1, null));
        GridLayout.Box lane = view.gridLayout().boxes().get(0);
        assertTrue(lane.host());
        GridLayout.Rect cell = view.gridLayout().cells().get(0);
        assertTrue(lane.bounds().contains(cell.centreX(), cell.centreY()));
        assertTrue(view.viewModel().isHost(0));
        assertFalse(view.viewModel().isHost(1));
        assertTrue(view.viewModel().tipText(0).contains("host thread"), view.viewModel().tipText(0));
        javafx.scene.canvas.Canvas canvas = robot.lookup("#gridCanvas").queryAs(javafx.scene.canvas.Canvas.class);
        assertTrue(canvas.getAccessibleText().endsWith("1 host thread: P0"), canvas.getAccessibleText());
        s.step(0);
        robot.interact(() -> snapshot.set(s.snapshot()));
        waitFor(() -> view.drawnAs(0, AgentStatus.RUNNING) || view.drawnAs(0, AgentStatus.DONE));
        assertTrue(canvas.getAccessibleHelp().startsWith("P0 — host thread"), canvas.getAccessibleHelp());
    }

    @Test
    void clickingACellFocusesItsInvocation(FxRobot robot) throws Exception {
        robot.interact(() -> grid.set(GridLayoutTest.grid(2, 2, 4)));
        waitFor(() -> view.cellOnScreen(13).isPresent() && view.drawnAs(13, null));
        robot.clickOn(view.cellOnScreen(13).orElseThrow());
        waitFor(() -> focus.get() == 13);
        assertEquals(13, view.viewModel().focused());
    }

    @Test
    void aDispatchTooLargeForCellsIsSummarisedPerSubgroupAndAClickFocusesInTheBar(FxRobot robot) throws Exception {
        robot.interact(() -> grid.set(GridLayoutTest.grid(8, 8, 512)));
        waitFor(() -> view.gridLayout().mode() == GridLayout.Mode.BARS);
        assertEquals(64, view.gridLayout().bars().size());
        assertFalse(view.drawnAs(0, null), "no invocation has a cell of its own");
        robot.clickOn(view.cellOnScreen(512 * 9).orElseThrow());
        waitFor(() -> focus.get() == 512 * 9);
    }

    @Test
    void growingThePaneGrowsTheCells(FxRobot robot) throws Exception {
        robot.interact(() -> grid.set(GridLayoutTest.grid(4, 8, 32)));
        waitFor(() -> view.gridLayout().cells().size() == 1024);
        double small = view.gridLayout().cellWidth();
        robot.interact(() -> stage.setHeight(stage.getHeight() * 2.5));
        waitFor(() -> view.gridLayout().cellWidth() > small);
    }

    /**
     * Asking for heights (the presentation layout asks for the natural and the labelled height many times a pass) does
     * not measure the names again: the sizes are made once, and again only when the dispatch or the style changes.
     */
    @Test
    void theSizesAreMadeOnceAndAgainOnlyWhenTheDispatchOrTheStyleChanges(FxRobot robot) throws Exception {
        robot.interact(() -> grid.set(GridLayoutTest.grid(2, 2, 4)));
        WaitForAsyncUtils.waitForFxEvents();
        GridLayout.Metrics first = WaitForAsyncUtils.asyncFx(() -> {
            GridLayout.Metrics m = view.metrics();
            view.naturalHeight(500);
            view.labelledHeight(500);
            view.prefHeight(500);
            return m;
        }).get(5, TimeUnit.SECONDS);
        assertTrue(first == WaitForAsyncUtils.asyncFx(view::metrics).get(5, TimeUnit.SECONDS), "the same sizes for the same inputs");
        robot.interact(() -> grid.set(GridLayoutTest.grid(4, 8, 32)));
        GridLayout.Metrics regrid = WaitForAsyncUtils.asyncFx(view::metrics).get(5, TimeUnit.SECONDS);
        assertTrue(regrid != first, "a new dispatch is measured again");
        robot.interact(() -> {
            view.setStyle("-ss-cell-width: 60;");
            view.applyCss();
        });
        GridLayout.Metrics restyled = WaitForAsyncUtils.asyncFx(view::metrics).get(5, TimeUnit.SECONDS);
        assertTrue(restyled != regrid, "a new style is measured again");
        assertEquals(60, restyled.cellWidth());
    }
}
