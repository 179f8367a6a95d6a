package dev.syncscope.app;

import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --check-all}: the window checks all executions once the kernel is shown, and the start (a screenshot
 * with it) waits for the result. A kernel that faults in some execution says so first in the Outcomes tab.
 */
@ExtendWith(ApplicationExtension.class)
class CheckAllAtStartTest {

    /** Three invocations append to one slot: two of them write past it in every execution. */
    private static final Path APPEND = Path.of("../docs/examples/append-overflow.comp");


    private SyncScopeApp app;

    @Start
    void start(Stage stage) {
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(APPEND, null, Locale.ENGLISH, 0,
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
        assertTrue(summary.startsWith("Wrong in some execution: fault: T0 stops at append-overflow.comp:12:"
                + " out-of-bounds access kept[1] (it has 1 location), and 5 more. 0 allowed outcomes"), summary);
        // the Problems tab lists the six faults too, each leading to line 12
        List<String> rows = TestWindows.onFx(() -> robot.lookup("#problems").queryListView().getItems().stream()
                .map(Object::toString).toList());
        List<String> faults = rows.stream().filter(r -> r.startsWith("error: Check, in some execution: fault: ")).toList();
        assertEquals(6, faults.size(), rows.toString());
        assertTrue(faults.stream().allMatch(r -> r.contains("append-overflow.comp:12: out-of-bounds access")), rows.toString());
    }
}
