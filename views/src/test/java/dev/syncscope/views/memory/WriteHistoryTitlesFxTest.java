package dev.syncscope.views.memory;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import dev.syncscope.views.theme.UiFonts;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The write history's column titles in presentation mode, in the memory tab as the 1280×800 window shows it: each
 * title is shown whole, wrapped between its words if need be, never cut to "Refe…", "Avail…", "Visib…" (the teacher
 * audit: the availability and visibility columns are the lesson), in English and in Japanese.
 */
@ExtendWith(ApplicationExtension.class)
class WriteHistoryTitlesFxTest {

    private StackPane root;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        Scene scene = new Scene(root, 1278, 215);
        scene.getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, true));
        stage.setScene(scene);
        stage.show();
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "ja"})
    void everyTitleIsShownWhole(String language, FxRobot robot) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        MemoryInspectorViewModel model = new MemoryInspectorViewModel(Messages.forLocale(locale));
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1);
        robot.interact(() -> {
            MemoryInspectorView view = new MemoryInspectorView(model, Messages.forLocale(locale));
            root.setStyle(language.equals("ja")
                    ? UiFonts.rootStyle(UiFonts.familyFor(locale, Font.getFamilies()).orElse("System")) : "");
            root.getChildren().setAll(view);
            model.focusedInvocationProperty().set(1);
            model.show(s.program().launch(), s.snapshot());
        });
        robot.clickOn(robot.lookup("#alloc-x .table-cell.stale").queryAs(TableCell.class));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> wrong = WaitForAsyncUtils.asyncFx(() -> {
            List<String> out = new ArrayList<>();
            int titles = 0;
            for (Node header : root.lookup("#writeHistory").lookupAll(".column-header")) {
                Bounds box = header.localToScene(header.getLayoutBounds());
                for (Text t : texts(header)) {
                    if (t.getText() == null || t.getText().isBlank() || !t.isVisible()) {
                        continue;
                    }
                    titles++;
                    Bounds b = t.localToScene(t.getBoundsInLocal());
                    if (t.getText().contains("…") || t.getText().contains("...")) {
                        out.add("\"" + t.getText() + "\" cut");
                    } else if (b.getMinX() < box.getMinX() - 0.5 || b.getMaxX() > box.getMaxX() + 0.5
                            || b.getMinY() < box.getMinY() - 0.5 || b.getMaxY() > box.getMaxY() + 0.5) {
                        out.add("\"" + t.getText() + "\" " + b + " outside its header " + box);
                    }
                }
            }
            for (Node n : root.lookup("#writeHistory").lookupAll(".column-title")) {
                ColumnTitle title = (ColumnTitle) n;
                if (title.getWidth() < title.widestWord() - 0.5) {
                    out.add("\"" + title.getText() + "\" breaks a word: " + title.getWidth() + " px for "
                            + title.widestWord());
                }
            }
            if (titles < 8) {
                out.add("only " + titles + " titles shown");
            }
            return out;
        }).get(5, TimeUnit.SECONDS);
        assertTrue(wrong.isEmpty(), language + ": " + wrong);
    }

    /** The texts drawn in {@code node} and its descendants. */
    private static List<Text> texts(Node node) {
        List<Text> out = new ArrayList<>();
        if (node instanceof Text t) {
            out.add(t);
        } else if (node instanceof javafx.scene.Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> out.addAll(texts(c)));
        }
        return out;
    }
}
