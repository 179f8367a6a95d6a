package dev.syncscope.app;

import dev.syncscope.views.threads.DispatchGridView;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Relaunching a kernel from the launch dialog, and stepping a whole subgroup. */
@ExtendWith(ApplicationExtension.class)
class LaunchTest {

    private SyncScopeApp app;

    @Start
    void start(Stage stage) {
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(Path.of("../sample-kernels/kernels/reduction-barrier.comp"), null,
                Locale.ENGLISH, 0, List.of(), Recovery.Choice.OFF));
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(app::stop).get(5, TimeUnit.SECONDS);
    }

    private static String status(FxRobot robot) {
        return TestWindows.status(robot);
    }

    /**
     * The status text, or "" when the FX thread did not answer within {@link TestWindows#onFx}'s 5 s (on a loaded
     * machine it may be busy laying out 70,000 invocations): the wait asking it keeps its own bound.
     */
    private static String statusOrBusy(FxRobot robot) {
        try {
            return TestWindows.status(robot);
        } catch (IllegalStateException busy) {
            return "";
        }
    }

    @Test
    void launchDialogRelaunchesTheKernelWithMoreWorkgroups(FxRobot robot) throws Exception {
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#stepButton").queryButton().isDisabled()));
        robot.press(KeyCode.CONTROL).press(KeyCode.L).release(KeyCode.L).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup("#dispatchx").tryQuery().isPresent()));
        Spinner<?> x = robot.lookup("#dispatchx").queryAs(Spinner.class);
        robot.interact(() -> x.getEditor().setText("3"));
        robot.interact(() -> x.commitValue());
        robot.clickOn("OK");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> TestWindows.onFx(() -> robot.lookup("#dispatchGrid")
                .queryAs(DispatchGridView.class).gridLayout().boxes().size() == 3));
    }

    /** A kernel's own dispatch beyond the dialog's 65,535 stays as it is: the dialog clamped it (to 4,096 then). */
    @Test
    void launchDialogKeepsAKernelsOwnLargerDispatch(FxRobot robot) throws Exception {
        app.firstLoad().get(60, TimeUnit.SECONDS);
        Path wide = TestWindows.kernelFile("wide.comp", "// @dispatch 70000\n#version 450\n"
                + "layout(local_size_x = 1) in;\nlayout(std430, binding = 0) buffer B { uint data[]; };\n"
                + "void main() { data[gl_GlobalInvocationID.x] = 1u; }\n");
        TestWindows.onFx(() -> app.opener().open(wide)).get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> statusOrBusy(robot).startsWith("70,000 invocations")
                || statusOrBusy(robot).startsWith("Step 0"));
        robot.press(KeyCode.CONTROL).press(KeyCode.L).release(KeyCode.L).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup("#dispatchx").tryQuery().isPresent()));
        Spinner<?> x = robot.lookup("#dispatchx").queryAs(Spinner.class);
        assertEquals(70_000, x.getValue());
        assertEquals("", robot.lookup("#launchProblem").queryAs(Label.class).getText());
        robot.interact(() -> x.getEditor().getScene().getWindow().hide());
    }

    @Test
    void launchDialogRefusesAZeroStepLimitInlineAndRunStopsAtTheLimitItAccepts(FxRobot robot) throws Exception {
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#stepButton").queryButton().isDisabled()));
        robot.press(KeyCode.CONTROL).press(KeyCode.L).release(KeyCode.L).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup("#stepLimit").tryQuery().isPresent()));
        TextField limit = robot.lookup("#stepLimit").queryAs(TextField.class);
        Button ok = robot.lookup(".button").match((Button b) -> "OK".equals(b.getText())).queryButton();
        robot.interact(() -> limit.setText("0"));
        assertEquals("Step limit per run: enter a whole number from 1 to 9,223,372,036,854,775,807",
                robot.lookup("#launchProblem").queryAs(Label.class).getText());
        assertTrue(ok.isDisabled(), "OK is disabled while a field is invalid");
        robot.interact(() -> limit.setText("2"));
        assertEquals("", robot.lookup("#launchProblem").queryAs(Label.class).getText());
        assertFalse(ok.isDisabled());
        robot.clickOn(ok);
        robot.clickOn("#runButton");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status(robot).startsWith("Stopped after 2 steps"));
        assertTrue(status(robot).contains("the step limit per run was reached"), status(robot));
    }

    @Test
    void launchDialogSetsTheActionsPerInvocationAndRunStopsEachInvocationThere(FxRobot robot) throws Exception {
        // audit 51, finding 8: an endless loop that stores ran until its steps filled the heap; the bound now stops it
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#stepButton").queryButton().isDisabled()));
        robot.press(KeyCode.CONTROL).press(KeyCode.L).release(KeyCode.L).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup("#maxActions").tryQuery().isPresent()));
        TextField actions = robot.lookup("#maxActions").queryAs(TextField.class);
        assertEquals("100000", actions.getText(), "the default bound");
        Button ok = robot.lookup(".button").match((Button b) -> "OK".equals(b.getText())).queryButton();
        robot.interact(() -> actions.setText("0"));
        assertEquals("Actions per invocation: enter a whole number from 1 to 2,147,483,647",
                robot.lookup("#launchProblem").queryAs(Label.class).getText());
        assertTrue(ok.isDisabled());
        robot.interact(() -> actions.setText("1"));
        assertFalse(ok.isDisabled());
        robot.clickOn(ok);
        robot.clickOn("#runButton");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status(robot).startsWith("Ended after"));
        assertTrue(status(robot).contains("stopped at a bound (a loop's, the instruction budget or the actions per "
                + "invocation)"), status(robot));
    }

    @Test
    void launchDialogNamesADispatchSubgroupOrSeedThatIsNoNumberInRangeInsteadOfDroppingIt(FxRobot robot)
            throws Exception {
        // typed text that was no number threw from the spinner and was dropped; 99999 became 4096 without a word (the
        // most is now 65,535, Vulkan's least maxComputeWorkGroupCount)
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#stepButton").queryButton().isDisabled()));
        robot.press(KeyCode.CONTROL).press(KeyCode.L).release(KeyCode.L).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup("#dispatchx").tryQuery().isPresent()));
        Spinner<?> x = robot.lookup("#dispatchx").queryAs(Spinner.class);
        Spinner<?> subgroup = robot.lookup("#subgroupSize").queryAs(Spinner.class);
        Spinner<?> seed = robot.lookup("#seed").queryAs(Spinner.class);
        Label problem = robot.lookup("#launchProblem").queryAs(Label.class);
        Button ok = robot.lookup(".button").match((Button b) -> "OK".equals(b.getText())).queryButton();
        List<Throwable> thrown = new java.util.concurrent.CopyOnWriteArrayList<>();
        Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> thrown.add(e));
        try {
            for (String typed : List.of("abc", "99999", "0", "-3", "2147483648")) {
                robot.interact(() -> {
                    x.getEditor().setText(typed);
                    x.commitValue();
                });
                assertEquals("Workgroups (x, y, z): enter a whole number from 1 to 65,535", problem.getText(), typed);
                assertTrue(ok.isDisabled(), typed);
                assertEquals(typed, x.getEditor().getText(), "what was typed stays to be corrected");
            }
            robot.interact(() -> x.getEditor().setText("3"));
            assertEquals("", problem.getText());
            robot.interact(() -> subgroup.getEditor().setText("many"));
            assertEquals("Subgroup size: enter a whole number from 1 to 128", problem.getText());
            assertTrue(ok.isDisabled());
            // a subgroup size is a power of two, as Vulkan's are and as the @subgroup-size pragma takes
            robot.interact(() -> subgroup.getEditor().setText("3"));
            assertEquals("Subgroup size: enter a power of two from 1 to 128 (1, 2, 4, 8 …), as Vulkan's subgroup sizes"
                    + " are", problem.getText());
            assertTrue(ok.isDisabled());
            robot.interact(() -> subgroup.getEditor().setText("4"));
            robot.interact(() -> {
                subgroup.commitValue();
                subgroup.increment();
            });
            assertEquals(8, subgroup.getValue(), "the arrows double the size");
            robot.interact(() -> subgroup.decrement(2));
            assertEquals(2, subgroup.getValue(), "and halve it");
            robot.interact(() -> {
                subgroup.getEditor().setText("12");
                subgroup.commitValue();
                subgroup.decrement();
            });
            assertEquals(8, subgroup.getValue(), "a size that is no power of two goes to the one below it");
            robot.interact(() -> subgroup.getEditor().setText("4"));
            robot.interact(() -> seed.getEditor().setText("-1"));
            assertEquals("Random seed: enter a whole number from 0 to 2,147,483,647", problem.getText());
            robot.interact(() -> seed.getEditor().setText("7"));
            assertEquals("", problem.getText());
            assertFalse(ok.isDisabled());
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(before);
        }
        assertEquals(List.of(), thrown, "nothing typed throws on the FX thread");
        robot.clickOn(ok);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> TestWindows.onFx(() -> robot.lookup("#dispatchGrid")
                .queryAs(DispatchGridView.class).gridLayout().boxes().size() == 3));
    }

    @Test
    void stepFocusedSubgroupMovesEveryInvocationOfIt(FxRobot robot) throws Exception {
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#stepButton").queryButton().isDisabled()));
        DispatchGridView grid = robot.lookup("#dispatchGrid").queryAs(DispatchGridView.class);
        robot.interact(() -> grid.viewModel().focus(3));
        robot.clickOn(grid.cellOnScreen(0).orElseThrow());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> grid.viewModel().focused() == 0);
        robot.press(KeyCode.SHIFT).press(KeyCode.F11).release(KeyCode.F11).release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !status(robot).startsWith("Step 0 "));
        String s = status(robot);
        int steps = Integer.parseInt(s.substring("Step ".length(), s.indexOf(' ', "Step ".length())));
        assertTrue(steps > 1, "the whole subgroup stepped: " + s + " " + grid.viewModel().tipText(0));
    }
}
