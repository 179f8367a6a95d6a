package dev.syncscope.views.memory;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

@ExtendWith(ApplicationExtension.class)
class MemoryInspectorViewFxTest {

    private MemoryInspectorViewModel model;

    @Start
    void start(Stage stage) {
        model = new MemoryInspectorViewModel();
        Scene scene = new Scene(new MemoryInspectorView(model, Messages.forLocale(Locale.ENGLISH)), 700, 500);
        scene.getStylesheets().add(Messages.class.getResource("../syncscope.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theReadersStaleCellIsMarkedAndSelectingAWritePublishesIt(FxRobot robot) {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1);
        var snapshot = s.snapshot();
        robot.interact(() -> {
            model.focusedInvocationProperty().set(1);
            model.show(s.program().launch(), snapshot);
        });
        WaitForAsyncUtils.waitForFxEvents();
        TableCell<?, ?> stale = robot.lookup("#alloc-x .table-cell.stale").queryAs(TableCell.class);
        assertEquals("0", stale.getText());
        assertEquals("Stale: the newest write (1, by P0) is not visible to this invocation through this reference",
                stale.getTooltip().getText());
        robot.clickOn(stale);
        robot.clickOn(robot.lookup("#writeHistory .table-row-cell").nth(1).queryAs(javafx.scene.Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, model.selectedWriteProperty().get().value());
    }
}
