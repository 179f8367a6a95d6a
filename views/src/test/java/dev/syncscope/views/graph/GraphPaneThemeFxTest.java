package dev.syncscope.views.graph;

import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Graph panes follow the scene's theme and presentation stylesheets. */
@ExtendWith(ApplicationExtension.class)
class GraphPaneThemeFxTest {

    private GraphPane pane;
    private Scene scene;

    @Start
    void start(Stage stage) {
        pane = new GraphPane("scopes", GraphStyles.SCOPES, dev.syncscope.views.i18n.Messages.forLocale(java.util.Locale.ENGLISH));
        scene = new Scene(pane, 400, 300);
        scene.getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, false));
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }

    private String drawnSheet(FxRobot robot) throws Exception {
        robot.interact(() -> pane.applyCss());
        return WaitForAsyncUtils.asyncFx(() -> (String) pane.graph().getAttribute("ui.stylesheet")).get(5, TimeUnit.SECONDS);
    }

    @Test
    void theDarkThemeAndPresentationModeRestyleTheGraphAndSwitchingBackRestoresIt(FxRobot robot) throws Exception {
        assertFalse(pane.isDark());
        assertTrue(drawnSheet(robot).contains("graph { fill-color: #fbfbfb;"));
        robot.interact(() -> scene.getStylesheets().setAll(Themes.stylesheets(Theme.DARK, true)));
        String dark = drawnSheet(robot);
        assertTrue(pane.isDark());
        assertEquals(1.6, pane.textScale(), 1e-9);
        assertTrue(dark.contains("graph { fill-color: #1e1e1e;"), dark);
        assertTrue(dark.contains("text-size: 21"), "13 × 1.6: " + dark);
        robot.interact(() -> scene.getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, false)));
        String light = drawnSheet(robot);
        assertFalse(pane.isDark());
        assertTrue(light.contains("graph { fill-color: #fbfbfb;") && light.contains("text-size: 13"), light);
        assertTrue(light.contains("node { text-color: #000000;"), "undoes the dark sheet's light text");
    }
}
