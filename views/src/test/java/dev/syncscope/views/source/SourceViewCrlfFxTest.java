package dev.syncscope.views.source;

import dev.syncscope.views.i18n.Messages;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import static dev.syncscope.views.source.Snapshots.agent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A file with Windows line endings (every Khronos litmus file) is highlighted, marked and saved as it is. */
@ExtendWith(ApplicationExtension.class)
class SourceViewCrlfFxTest {

    private static final String MP = "// mp\r\nNEWWG\r\nNEWTHREAD\r\nst.atom.rel.scopedev.sc0 y = 1\r\nld x\r\n";

    private SourceViewModel model;
    private CodeArea area;

    @Start
    void start(Stage stage) {
        model = new SourceViewModel();
        model.fileNameProperty().set("mp.test");
        model.textProperty().set(MP);
        SourceView view = new SourceView(model, Messages.forLocale(Locale.ENGLISH));
        stage.setScene(new Scene(view, 600, 300));
        stage.show();
        area = (CodeArea) view.lookup("#sourceArea");
    }

    /** The style classes of the character at {@code column} (1-based) of {@code line} (1-based). */
    private List<String> styleAt(FxRobot robot, int line, int column) {
        robot.interact(() -> { });
        return List.copyOf(area.getStyleOfChar(line - 1, column - 1));
    }

    @Test
    void aCrlfFileIsHighlightedTokenByToken(FxRobot robot) {
        assertEquals(5 + 1, area.getParagraphs().size());
        assertTrue(styleAt(robot, 1, 3).contains("comment"), styleAt(robot, 1, 3).toString());
        assertTrue(styleAt(robot, 2, 1).contains("keyword") || styleAt(robot, 2, 1).contains("sync"),
                styleAt(robot, 2, 1).toString());
        assertTrue(styleAt(robot, 4, 4).size() > 0, "st.atom.rel… is highlighted: " + styleAt(robot, 4, 4));
    }

    @Test
    void errorsMarkersAndBreakpointsStayOnTheirLines(FxRobot robot) {
        robot.interact(() -> model.setErrors(List.of(new SourceError(5, 4, "bad"))));
        assertTrue(styleAt(robot, 5, 4).contains(SourceStyles.ERROR), styleAt(robot, 5, 4).toString());
        assertTrue(!styleAt(robot, 5, 1).contains(SourceStyles.ERROR), "from its column on");
        robot.interact(() -> model.snapshotProperty().set(Snapshots.of(agent(0, 4, "store y"))));
        assertTrue(area.getParagraph(3).getParagraphStyle().contains(SourceView.PC_LINE));
        assertEquals(6, model.lineCount());
        robot.interact(() -> model.toggleBreakpoint(5));
        robot.interact(() -> area.insertText(area.getAbsolutePosition(1, 0), "NEWSG\n"));
        assertEquals(Set.of(6), model.breakpoints(), "a line inserted above moves the breakpoint down");
    }

    @Test
    void editingKeepsTheFilesLineEndings(FxRobot robot) {
        robot.interact(() -> area.insertText(area.getAbsolutePosition(4, 4), " y\nld y"));
        assertEquals("// mp\r\nNEWWG\r\nNEWTHREAD\r\nst.atom.rel.scopedev.sc0 y = 1\r\nld x y\r\nld y\r\n",
                model.editedTextProperty().get());
        assertTrue(styleAt(robot, 6, 1).size() > 0, "the new line is highlighted too");
    }
}
