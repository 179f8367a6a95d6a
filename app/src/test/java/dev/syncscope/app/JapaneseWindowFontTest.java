package dev.syncscope.app;

import dev.syncscope.views.graph.GraphPane;
import dev.syncscope.views.theme.UiFonts;
import javafx.scene.Node;
import javafx.scene.text.Font;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A Japanese window names an installed Japanese font on its root and on the step counter (whose monospace font has
 * no Japanese), so its text is not drawn as empty boxes; without such a font it keeps the default. Which branch runs
 * depends on the machine's fonts; both are asserted.
 */
@ExtendWith(ApplicationExtension.class)
class JapaneseWindowFontTest {

    private SyncScopeApp app;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    @Test
    void aJapaneseWindowNamesAJapaneseFontWhereOneIsInstalled(FxRobot robot) throws Exception {
        app = TestWindows.onFx(() -> {
            SyncScopeApp a = new SyncScopeApp();
            a.start(stage, new StartOptions(null, null, Locale.JAPANESE, 0, List.of(), Recovery.Choice.OFF));
            return a;
        });
        Optional<String> family = UiFonts.familyFor(Locale.JAPANESE, Font.getFamilies());
        String expected = family.map(UiFonts::rootStyle).orElse("");
        assertEquals(expected, TestWindows.onFx(() -> stage.getScene().getRoot().getStyle()));
        Node counter = TestWindows.onFx(() -> robot.lookup(".timeline-label").query());
        assertEquals(expected, TestWindows.onFx(counter::getStyle));
        // GraphStream draws the graphs' labels in a font of its own ("呼び出し 32 個" was boxes)
        String scopes = TestWindows.onFx(() -> robot.lookup("#scopeGraph").queryAs(GraphPane.class).stylesheet());
        assertEquals(family.isPresent(), scopes.contains("text-font: \"" + family.orElse("?") + "\""), scopes);
    }
}
