package dev.syncscope.app;

import dev.syncscope.views.problems.Problem;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Why this value?" words a read 255 writes missed on a worker; the source scrolls to the read when the words come,
 * unless the user opened a problem meanwhile: the source then stays at the problem's line (the session-89 review).
 * The worker is a queue the test runs, so the words come when the test says.
 */
@ExtendWith(ApplicationExtension.class)
class LateExplanationWindowTest {

    /** Line of the racy update of y (a problem to open). */
    private static final int RACY_LINE = 6;
    /** Line of the read of x every invocation's write but its own was not visible to. */
    private static final int READ_LINE = 49;
    private static final String KERNEL = kernel();

    private SyncScopeApp app;
    private final Queue<Runnable> worker = new ConcurrentLinkedQueue<>();

    private static String kernel() {
        StringBuilder b = new StringBuilder("// @dispatch 4\n#version 450\nlayout(local_size_x = 64) in;\n"
                + "layout(std430, binding = 0) buffer B { uint x; uint y; uint seen[]; };\nvoid main() {\n"
                + "    y = y + 1u;\n");
        for (int line = 7; line < READ_LINE - 2; line++) {
            b.append("    // line ").append(line).append('\n');
        }
        return b.append("    x = gl_GlobalInvocationID.x;\n    barrier();\n")
                .append("    seen[gl_GlobalInvocationID.x] = x;\n}\n").toString();
    }

    @Start
    void start(Stage stage) throws Exception {
        app = TestWindows.open(stage, "late.comp", KERNEL);
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    /** Runs the kernel to its end with "Why this value?" in front: its last read's words wait on the worker. */
    private void runWithTheExplanationInFront(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        robot.interact(() -> app.details().explanation.workOn(worker::add, Runnable::run));
        robot.clickOn("#explainTab");
        robot.interact(() -> {
            app.simulation().setSpeed(Double.POSITIVE_INFINITY);
            app.simulation().run();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> !worker.isEmpty() && TestWindows.status(robot).startsWith("Finished"));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Words what the worker holds, on the FX thread, as the real worker's results come. */
    private void word(FxRobot robot) {
        robot.interact(() -> {
            for (Runnable r = worker.poll(); r != null; r = worker.poll()) {
                r.run();
            }
        });
        WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Whether 1-based {@code line} of the source is on screen. */
    private static boolean shown(FxRobot robot, int line) {
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        return TestWindows.onFx(() -> area.firstVisibleParToAllParIndex() <= line - 1
                && line - 1 <= area.lastVisibleParToAllParIndex());
    }

    @Test
    void lateWordsLeaveTheSourceAtAProblemOpenedMeanwhile(FxRobot robot) throws Exception {
        runWithTheExplanationInFront(robot);
        openTheRacyLinesProblem(robot);
        word(robot);
        assertTrue(shown(robot, RACY_LINE), "the words came after the problem was opened: the source stays there");
        assertFalse(shown(robot, READ_LINE));
    }

    /**
     * The same with "Why this value?" brought forward again before the words come and no new frame meanwhile (the
     * execution graph is already in front when the problem is opened, so nothing is posted or asked anew): they were
     * asked for before the problem was opened, and the source stays at the problem's line. (A new frame would ask
     * them anew as the pane comes forward, and they would scroll, as words made at once do.)
     */
    @Test
    void lateWordsAskedBeforeAProblemWasOpenedLeaveTheSourceThereThoughTheirPaneIsBack(FxRobot robot)
            throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        robot.clickOn("#executionTab");
        runWithTheExplanationInFront(robot);
        openTheRacyLinesProblem(robot);
        robot.clickOn("#explainTab");
        WaitForAsyncUtils.waitForFxEvents();
        word(robot);
        assertTrue(shown(robot, RACY_LINE), "asked before the problem was opened");
        assertFalse(shown(robot, READ_LINE));
    }

    /** Words that come while another pane is in front of "Why this value?" (here the memory tab) do not scroll. */
    @Test
    void lateWordsForAPaneNoLongerInFrontDoNotScroll(FxRobot robot) throws Exception {
        runWithTheExplanationInFront(robot);
        robot.clickOn("#memoryTab");
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        robot.interact(() -> area.showParagraphAtTop(0));
        WaitForAsyncUtils.waitForFxEvents();
        word(robot);
        assertTrue(shown(robot, 1), "the kernel's head stays in view");
        assertFalse(shown(robot, READ_LINE));
    }

    /** Opens a problem of the racy update at {@link #RACY_LINE} in the problems pane: the source shows that line. */
    private void openTheRacyLinesProblem(FxRobot robot) {
        robot.clickOn("#problemsTab");
        @SuppressWarnings("unchecked")
        ListView<Problem> problems = robot.lookup("#problems").queryAs(ListView.class);
        int row = TestWindows.onFx(() -> {
            for (int i = 0; i < problems.getItems().size(); i++) {
                Problem p = problems.getItems().get(i);
                if (p.hasLine() && p.where().line() == RACY_LINE) {
                    return i;
                }
            }
            return -1;
        });
        assertTrue(row >= 0, "a problem at line " + RACY_LINE);
        robot.interact(() -> problems.scrollTo(row));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(robot.lookup("#problems .list-cell").match(c -> ((javafx.scene.control.ListCell<?>) c)
                .getIndex() == row).queryAs(javafx.scene.Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(shown(robot, RACY_LINE), "the problem's line");
    }

    @Test
    void lateWordsScrollTheSourceToTheReadTheyExplain(FxRobot robot) throws Exception {
        runWithTheExplanationInFront(robot);
        // the source follows the stepping invocation's line: put the kernel's head in view before the words come
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        robot.interact(() -> area.showParagraphAtTop(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(shown(robot, READ_LINE), "not yet worded: the source shows the kernel's head");
        word(robot);
        assertTrue(shown(robot, READ_LINE), "the read explained");
    }
}
