package dev.syncscope.views.source;

import dev.syncscope.views.i18n.Messages;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import static dev.syncscope.views.source.Snapshots.agent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class SourceViewFxTest {

    private SourceViewModel model;

    @Start
    void start(Stage stage) {
        model = new SourceViewModel();
        model.fileNameProperty().set("mp.test");
        model.textProperty().set("NEWWG\nNEWTHREAD\nst.atom.rel.scopedev.sc0 y = 1\nld x\n");
        stage.setScene(new Scene(new SourceView(model, Messages.forLocale(Locale.ENGLISH)), 600, 300));
        stage.show();
    }

    @Test
    void gutterShowsMarkersAndClickingItTogglesABreakpoint(FxRobot robot) {
        robot.interact(() -> model.snapshotProperty().set(Snapshots.of(agent(0, 3, "store y"), agent(1, 4, "load x"),
                agent(2, 4, "load x"))));
        assertEquals("▶", text(robot, "#gutter-3 .pc-marker"));
        assertEquals("▸2", text(robot, "#gutter-4 .pc-marker"));
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        assertTrue(area.getParagraph(2).getParagraphStyle().contains(SourceView.PC_LINE));

        robot.clickOn("#gutter-2");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Set.of(2), model.breakpoints());
        assertEquals("●", text(robot, "#gutter-2 .breakpoint"));
        robot.interact(() -> model.setErrors(List.of(new SourceError(4, 1, "bad"))));
        assertEquals("✖", text(robot, "#gutter-4 .error-glyph"));
    }

    @Test
    void steppingUpdatesTheGutterCellsInPlace(FxRobot robot) {
        robot.interact(() -> model.snapshotProperty().set(Snapshots.of(agent(0, 3, "store y"), agent(1, 4, "load x"),
                agent(2, 5, "load x"))));
        Label marker = robot.lookup("#gutter-4 .pc-marker").queryAs(Label.class);
        assertEquals("▸1", marker.getText());

        robot.interact(() -> model.snapshotProperty().set(Snapshots.of(agent(0, 3, "store y"), agent(1, 4, "load x"),
                agent(2, 4, "load x"))));
        assertSame(marker, robot.lookup("#gutter-4 .pc-marker").queryAs(Label.class), "the line's cell is kept");
        assertEquals("▸2", marker.getText());
        assertTrue(marker.getStyleClass().contains("others") && !marker.getStyleClass().contains("focused"));
        assertEquals("", text(robot, "#gutter-5 .pc-marker"), "the line the invocation left has no marker");
        assertFalse(robot.lookup("#gutter-5 .pc-marker").queryAs(Label.class).getStyleClass().contains("others"));
    }

    @Test
    void typingEditsTheModelsTextAndKeepsHighlightingAndGutter(FxRobot robot) {
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        robot.interact(() -> {
            area.moveTo(0);
            area.requestFocus();
        });
        robot.write("ld y\n");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(model.editedTextProperty().get().startsWith("ld y\nNEWWG\n"), model.editedTextProperty().get());
        assertTrue(model.modifiedProperty().get());
        assertEquals("6", text(robot, "#gutter-6 .lineno").trim(), "the gutter numbers the new line");
        assertEquals(area.getLength(), model.stylesProperty().get().length(), "styles cover the edited text");

        robot.interact(() -> model.openDocument("NEWWG\n"));
        assertEquals("NEWWG\n", area.getText());
        assertTrue(area.getUndoManager().isAtMarkedPosition() || !area.getUndoManager().isUndoAvailable(),
                "a new document cannot be undone into the old one");
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }
}
