package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionFrame;
import dev.syncscope.views.session.SessionViewModel;
import javafx.scene.Scene;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The problems pane over thousands of race rows (every invocation of a 1,024-invocation kernel stores to one element):
 * frame after frame, it words the rows it shows and no others, and each row it shows reads its sentence.
 */
@ExtendWith(ApplicationExtension.class)
class ProblemsViewWordsShownRowsFxTest {

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void framesOfThousandsOfRacesWordOnlyTheRowsShown(FxRobot robot) throws Exception {
        Program p = KernelLoader.load("one.comp", StepperRowsTest.ONE_ELEMENT).program();
        DebugSession s = DebugSession.load(p);
        SessionViewModel model = new SessionViewModel(Messages.forLocale(Locale.ENGLISH));
        robot.interact(() -> {
            model.showLoaded("one.comp", StepperRowsTest.ONE_ELEMENT, p);
            stage.setScene(new Scene(new ProblemsView(model.problems(), Messages.forLocale(Locale.ENGLISH)), 1280, 400));
            stage.show();
        });
        for (int frame = 0; frame < 5; frame++) {
            s.runUntil(StopCondition.NEVER, 150);
            SessionFrame now = new SessionFrame(s.snapshot(), s.trace(Math.max(0, s.position() - 300), s.position()),
                    null, -1, List.of(), Map.of(), null);
            robot.interact(() -> model.showFrame(now));
            // each frame laid out before the next comes, as on a loaded machine: the rows it shows are worded
            WaitForAsyncUtils.waitForFxEvents();
        }
        WaitForAsyncUtils.waitForFxEvents();
        List<String> shown = WaitForAsyncUtils.asyncFx(() -> robot.lookup(".list-cell").queryAllAs(ListCell.class)
                .stream().filter(c -> c.isVisible() && c.getItem() != null).map(c -> String.valueOf(c.getText()))
                .toList()).get(30, TimeUnit.SECONDS);
        long worded = model.problems().stream().filter(Problem::worded).count();
        assertTrue(model.problems().size() > 1000, "rows: " + model.problems().size());
        assertTrue(!shown.isEmpty() && shown.stream().allMatch(t -> t.contains("race")),
                "the rows shown read their sentences");
        // at most the rows shown in each of the 5 frames (each laid out before the next comes, above: the runs are
        // alike whatever the machine's load) and a row or two the list measures to size its scroll bar, never the
        // thousands not shown: 33 of 5,965 for 7 shown when measured
        assertTrue(worded <= 5 * (shown.size() + 2), worded + " rows worded for " + shown.size() + " shown");
    }
}
