package dev.syncscope.views.memory;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The memory tab in presentation mode (presentation.css), as wide as the 1280×800 window and as high as the window
 * gives it there: its rows were 26 px for 1.6 times larger text, which cut every value in half (the teacher audit),
 * and the write history's eight columns stood under the allocations, out of sight.
 */
@ExtendWith(ApplicationExtension.class)
class MemoryInspectorPresentationFxTest {

    private static <T> T onFx(java.util.concurrent.Callable<T> query) {
        try {
            return WaitForAsyncUtils.asyncFx(query).get(5, java.util.concurrent.TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private MemoryInspectorViewModel model;
    private MemoryInspectorView view;

    @Start
    void start(Stage stage) {
        model = new MemoryInspectorViewModel();
        view = new MemoryInspectorView(model, Messages.forLocale(Locale.ENGLISH));
        Scene scene = new Scene(view, 1278, 215);
        scene.getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, true));
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void everyValueIsAsHighAsItsTextAndTheWriteHistoryStandsBesideTheAllocations(FxRobot robot) {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1);
        robot.interact(() -> {
            model.focusedInvocationProperty().set(1);
            model.show(s.program().launch(), s.snapshot());
        });
        robot.clickOn(robot.lookup("#alloc-x .table-cell.stale").queryAs(TableCell.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Orientation.HORIZONTAL, view.getOrientation());
        Node history = robot.lookup("#writeHistory").query();
        assertTrue(history.getLayoutBounds().getWidth() >= 0.55 * view.getWidth(),
                "the write history's width: " + history.getLayoutBounds().getWidth());
        List<String> cut = onFx(() -> robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.isVisible() && c.getText() != null && !c.getText().isEmpty())
                .filter(c -> c.getHeight() < c.prefHeight(c.getWidth()) - 0.5)
                .map(c -> "\"" + c.getText() + "\" " + c.getHeight() + " px for " + c.prefHeight(c.getWidth()))
                .toList());
        assertTrue(cut.isEmpty(), "cells lower than their text: " + cut);
        assertEquals(2, wholeRows(robot, "#writeHistory"), "x's initial value and the write x = 1, each on its row");
        assertEquals(1, wholeRows(robot, "#alloc-x"), "x's row, whole in its allocation's table");
    }

    /** The rows of the table {@code id} that show an item and lie whole inside it. */
    private static long wholeRows(FxRobot robot, String id) {
        Node table = robot.lookup(id).query();
        return onFx(() -> {
            Bounds shown = table.localToScene(table.getLayoutBounds());
            return table.lookupAll(".table-row-cell").stream()
                    .filter(r -> r instanceof TableRow<?> row && row.getItem() != null && row.isVisible())
                    .map(r -> r.localToScene(r.getLayoutBounds()))
                    .filter(b -> b.getMinY() >= shown.getMinY() - 0.5 && b.getMaxY() <= shown.getMaxY() + 0.5)
                    .count();
        });
    }
}
