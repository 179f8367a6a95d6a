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

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }
}
