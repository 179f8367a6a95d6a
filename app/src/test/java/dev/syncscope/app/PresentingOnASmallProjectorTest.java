package dev.syncscope.app;

import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Presentation mode on a 1024×768 projector: every tab title of every tab strip is on screen, none scrolled behind the
 * strip's overflow menu, and no title below 16 px (audit 51, finding 13: the graph tabs' strip began at "omains" and
 * the bottom strip ended at "Me").
 */
@ExtendWith(ApplicationExtension.class)
class PresentingOnASmallProjectorTest {

    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1024, 768);

    private SyncScopeApp app;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            TestWindows.close(app);
        }
    }

    private static Bounds onScreen(Node node) {
        return node.localToScreen(node.getLayoutBounds());
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "ja"})
    void everyTabTitleIsWholeOnScreenAtPresentationSize(String language, FxRobot robot) throws Exception {
        StartOptions options = new StartOptions(Path.of("../docs/examples/relaxed-flag.test"), null,
                Locale.forLanguageTag(language), 4, List.of("outcomesTab", "explainTab"), Recovery.Choice.OFF, true,
                false);
        FxToolkit.setupStage(stage -> app = TestWindows.open(stage, options, SCREEN));
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        List<TabPane> panes = TestWindows.onFx(() -> robot.lookup(".tab-pane").queryAllAs(TabPane.class).stream()
                .filter(Node::isVisible).filter(p -> p.getScene() != null).toList());
        assertTrue(panes.size() >= 3, "source, graphs and details: " + panes.size());
        int titles = 0;
        for (TabPane pane : panes) {
            List<String> problems = TestWindows.onFx(() -> {
                List<String> out = new java.util.ArrayList<>();
                Bounds strip = onScreen(pane);
                for (Node menu : pane.lookupAll(".control-buttons-tab")) {
                    if (menu.isVisible()) {
                        out.add("the overflow menu shows");
                    }
                }
                for (Node tab : pane.lookupAll(".tab")) {
                    Bounds b = onScreen(tab);
                    if (b.getMinX() < strip.getMinX() - 0.5 || b.getMaxX() > strip.getMaxX() + 0.5) {
                        out.add("tab " + tab.lookup(".tab-label") + " at " + b.getMinX() + ".." + b.getMaxX()
                                + " outside " + strip.getMinX() + ".." + strip.getMaxX());
                    }
                }
                return out;
            });
            assertEquals(List.of(), problems, language + ": " + pane.getTabs().stream().map(t -> t.getText()).toList());
            for (Node label : TestWindows.onFx(() -> List.copyOf(pane.lookupAll(".tab-label")))) {
                double size = TestWindows.onFx(() -> ((Label) label).getFont().getSize());
                assertTrue(size >= 16, language + ": " + ((Label) label).getText() + " at " + size + " px");
                titles++;
            }
        }
        assertFalse(titles < 8, "titles looked at: " + titles);
    }
}
