package dev.syncscope.app;

import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.samples.Sample;
import dev.syncscope.samples.SampleCatalog;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import org.graphstream.graph.Graph;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Starts the real main window headless (Monocle) on the default kernel. */
class MainWindowTest extends DefaultWindowTest {

    @Test
    void opensOnTheDefaultKernelWithItsScopeHierarchy(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();

        Sample sample = SampleCatalog.load().defaultSample();
        assertEquals(sample.fileName(), robot.lookup("#kernelName").queryAs(Label.class).getText());

        Program program = ProgramLoader.load(sample.fileName(), sample.text());
        long workgroups = program.launch().agents().stream().mapToInt(a -> a.workgroup()).distinct().count();
        long subgroups = program.launch().agents().stream().mapToInt(a -> a.subgroup()).distinct().count();
        long queueFamilies = program.launch().agents().stream().mapToInt(a -> a.queueFamily()).distinct().count();
        long expectedNodes = 1 + queueFamilies + workgroups + subgroups + program.invocationCount();
        Graph graph = WaitForAsyncUtils.asyncFx(() -> robot.lookup("#scopeGraph")
                .queryAs(dev.syncscope.views.graph.GraphPane.class).graph()).get(5, TimeUnit.SECONDS);
        int shownNodes = WaitForAsyncUtils.asyncFx(graph::getNodeCount).get(5, TimeUnit.SECONDS);
        assertEquals(expectedNodes, shownNodes);
        assertEquals(2, workgroups, "the default kernel passes a message between two workgroups");
    }

    @Test
    void debuggerCommandsStartDisabledUntilAKernelCanBeStepped(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#stepBackButton").queryAs(Button.class).isDisabled(),
                "nothing to step back at the start of a launch");
        assertTrue(robot.lookup("#pauseButton").queryAs(Button.class).isDisabled(), "nothing is running");
    }

    @Test
    void languageMenuRebuildsTheWindowInJapaneseWithTheSameKernel(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        robot.clickOn("View").clickOn("Language").clickOn("日本語");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> TestWindows.onFx(() ->
                        "ステップ".equals(robot.lookup("#stepButton").queryAs(Button.class).getText())));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                SampleCatalog.DEFAULT_SAMPLE.equals(
                robot.lookup("#kernelName").queryAs(Label.class).getText())));
    }
    /** The graphs keep the user's zoom while stepping and show a newly loaded launch whole. */
    @Test
    void graphZoomSurvivesSteppingAndANewLaunchIsShownWhole(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        var tabs = robot.lookup("#graphTabs").queryAs(javafx.scene.control.TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> "scopesTab".equals(t.getId())).findFirst().orElseThrow()));
        var scopes = robot.lookup("#scopeGraph").queryAs(dev.syncscope.views.graph.GraphPane.class);
        robot.interact(() -> scopes.zoomAbout(2, 50, 50));
        robot.clickOn("#stepButton");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.status(robot).startsWith("Step 1"));
        assertEquals(0.5, TestWindows.onFx(scopes::viewPercent), 1e-9, "stepping keeps the zoom");
        TestWindows.onFx(() -> app.editing().reload()).get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(TestWindows.onFx(() -> scopes.fittedProperty().get()), "the reloaded launch is shown whole");
        assertEquals(1, TestWindows.onFx(scopes::viewPercent), 1e-9);
    }
}
