package dev.syncscope.app;

import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A SPIR-V binary has no text for the source pane: the pane's bar says so and how to get its disassembly, where the
 * pane was blank with a line number 1 (the QA audit). A kernel with text shows no such bar.
 */
@ExtendWith(ApplicationExtension.class)
class BinarySourceWindowTest {

    private SyncScopeApp app;

    @Start
    void start(Stage stage) throws Exception {
        app = TestWindows.open(stage, "relaxed.test", StaleReadTest.RELAXED_FLAG);
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    @Test
    void aBinaryModuleSaysItHasNoTextAndHowToGetItsDisassembly(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        Label state = robot.lookup("#sourceState").queryAs(Label.class);
        assertEquals("", TestWindows.onFx(state::getText), "a litmus test's text is shown: no bar");
        Path binary = Files.copy(Path.of("../core-sim/src/test/resources/spirv/legacy-coherent.spv"),
                Files.createTempDirectory("syncscope-test").resolve("mp.spv"));

        WaitForAsyncUtils.asyncFx(() -> app.opener().open(binary)).get().get(30, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        String shown = TestWindows.onFx(state::getText);
        assertTrue(shown.startsWith("mp.spv is a SPIR-V binary: it has no text to show here. Open its disassembly"
                + " (spirv-dis mp.spv -o mp.spvasm)"), shown);
        assertTrue(TestWindows.onFx(() -> robot.lookup("#sourceBar").query().isVisible()));
    }
}
