package dev.syncscope.app;

import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --check-all}: the window checks all executions once the kernel is shown, and the start (a screenshot
 * with it) waits for the result. A kernel that faults in some execution says so first in the Outcomes tab.
 */
@ExtendWith(ApplicationExtension.class)
class CheckAllAtStartTest {

    /** Three invocations append to one slot: two of them write past it in every execution. */
    private static final String APPEND = """
            // @length kept = 1
            #version 450
            layout(local_size_x = 3) in;
            layout(binding = 1) buffer Count { uint count; };
            layout(binding = 2) buffer Kept { uint kept[]; };
            void main() {
                uint slot = atomicAdd(count, 1u);
                kept[slot] = gl_LocalInvocationIndex + 1;
            }
            """;

    private SyncScopeApp app;

    @Start
    void start(Stage stage) {
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(TestWindows.kernelFile("append.comp", APPEND), null, Locale.ENGLISH, 0,
                List.of("outcomesTab"), Recovery.Choice.OFF, false, true));
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    @Test
    void theStartWaitsForTheCheckWhoseSummarySaysTheKernelFaultsFirst(FxRobot robot) throws Exception {
        app.firstLoad().get(60, TimeUnit.SECONDS);
        String summary = TestWindows.onFx(() -> robot.lookup("#outcomeSummary").queryAs(Label.class).getText());
        assertTrue(summary.startsWith("Wrong in some execution: fault: T0 stops at append.comp:8: out-of-bounds access"
                + " kept[1] (it has 1 location), and 5 more. 0 allowed outcomes"), summary);
    }
}
