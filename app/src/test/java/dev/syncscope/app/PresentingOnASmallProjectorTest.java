package dev.syncscope.app;

import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import org.fxmisc.richtext.CodeArea;
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

    /**
     * The line of the stale read "Why this value?" explains (line 10, {@code ld.vis.scopedev.sc0 x = 0}) is on screen
     * to its last character, the value read, in both the Problems and the explanation's layouts: the source column is
     * about 19 characters wide at presentation size, and the line ended at "ld.vis.scopedev.sc0" (the session-57
     * audit); long lines wrap.
     */
    @ParameterizedTest
    @ValueSource(strings = {"problemsTab", "explainTab"})
    void theStaleReadsLineIsOnScreenToItsLastCharacter(String detailTab, FxRobot robot) throws Exception {
        StartOptions options = new StartOptions(Path.of("../docs/examples/relaxed-flag.test"), null, Locale.ENGLISH,
                4, List.of(detailTab), Recovery.Choice.OFF, true, false);
        FxToolkit.setupStage(stage -> app = TestWindows.open(stage, options, SCREEN));
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        if (detailTab.equals("problemsTab")) {
            // the line brought into view, as "Why this value?" brings it (the source keeps 8 lines beside the problems)
            robot.interact(() -> area.showParagraphAtCenter(READ_LINE - 1));
            WaitForAsyncUtils.waitForFxEvents();
        }
        String wrong = TestWindows.onFx(() -> {
            String line = area.getParagraph(READ_LINE - 1).getText();
            int end = area.getAbsolutePosition(READ_LINE - 1, line.length());
            Bounds last = area.getCharacterBoundsOnScreen(end - 1, end).orElse(null);
            Bounds view = onScreen(area);
            if (!line.endsWith("x = 0")) {
                return "line " + READ_LINE + " is \"" + line + "\"";
            }
            if (last == null) {
                return "the last character of \"" + line + "\" is not on screen";
            }
            return last.getMinX() >= view.getMinX() - 0.5 && last.getMaxX() <= view.getMaxX() + 0.5
                    && last.getMinY() >= view.getMinY() - 0.5 && last.getMaxY() <= view.getMaxY() + 0.5 ? ""
                    : "the last character of \"" + line + "\" at " + last + ", the source " + view;
        });
        assertEquals("", wrong, detailTab);
    }

    private static final int READ_LINE = 10;

    /**
     * Under the source, the problems show the stale read's row (a warning: P1 read x's initial 0, not the write of 1),
     * the newest row the steps found, whole: the race's row before it is 11 lines long in the source's column at
     * presentation size, and the stale read's row lay below the list's edge (the session-57 audit).
     */
    @org.junit.jupiter.api.Test
    void theStaleReadsRowIsShownWholeUnderTheSource(FxRobot robot) throws Exception {
        StartOptions options = new StartOptions(Path.of("../docs/examples/relaxed-flag.test"), null, Locale.ENGLISH,
                4, List.of("problemsTab"), Recovery.Choice.OFF, true, false);
        FxToolkit.setupStage(stage -> app = TestWindows.open(stage, options, SCREEN));
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        Node list = robot.lookup("#problems").query();
        String wrong = TestWindows.onFx(() -> {
            Bounds shown = onScreen(list);
            List<Node> stale = list.lookupAll(".list-cell.warning").stream().filter(Node::isVisible)
                    .filter(c -> ((javafx.scene.control.ListCell<?>) c).getText() != null
                            && ((javafx.scene.control.ListCell<?>) c).getText().contains("initial value 0"))
                    .toList();
            if (stale.size() != 1) {
                return stale.size() + " rows of the stale read shown";
            }
            Bounds b = onScreen(stale.get(0));
            return b.getMinY() >= shown.getMinY() - 0.5 && b.getMaxY() <= shown.getMaxY() + 0.5 ? ""
                    : "the stale read's row at " + b.getMinY() + ".." + b.getMaxY() + ", the list " + shown.getMinY()
                    + ".." + shown.getMaxY();
        });
        assertEquals("", wrong);
    }

    /**
     * The problems list shows the row it scrolled to from its first line, which names who races with whom: after the
     * lost-update counter's 8 steps and its check, the list stood at the last lines of a race's fix, the row's start
     * above the list's edge (the session-66 review).
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void theRowScrolledToIsShownFromItsFirstLine(boolean checkAll, FxRobot robot) throws Exception {
        StartOptions options = new StartOptions(Path.of("../sample-kernels/kernels/counter-lost-update.comp"), null,
                Locale.ENGLISH, 8, List.of("problemsTab", "domainsTab"), Recovery.Choice.OFF, true, checkAll);
        FxToolkit.setupStage(stage -> app = TestWindows.open(stage, options, SCREEN));
        app.firstLoad().get(60, TimeUnit.SECONDS);
        Node list = robot.lookup("#problems").query();
        // the steps' race rows, and with the check its rows after them (it runs in the background)
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> TestWindows.onFx(() -> {
            var items = ((javafx.scene.control.ListView<?>) list).getItems();
            return items.stream().anyMatch(p -> String.valueOf(p).contains("data race"))
                    && (!checkAll || items.stream().anyMatch(p -> String.valueOf(p).contains("Check")));
        }));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        String wrong = TestWindows.onFx(() -> {
            Bounds shown = onScreen(list);
            StringBuilder out = new StringBuilder();
            Node top = null;
            for (Node c : list.lookupAll(".list-cell")) {
                javafx.scene.control.ListCell<?> cell = (javafx.scene.control.ListCell<?>) c;
                if (!c.isVisible() || cell.isEmpty() || cell.getItem() == null) {
                    continue;
                }
                Bounds b = onScreen(c);
                if (b.getMaxY() > shown.getMinY() + 0.5 && b.getMinY() < shown.getMaxY() - 0.5
                        && (top == null || b.getMinY() < onScreen(top).getMinY())) {
                    top = c;
                }
            }
            if (top == null) {
                return "no row shown";
            }
            Bounds b = onScreen(top);
            return b.getMinY() >= shown.getMinY() - 0.5 ? "" : "the top row shown starts at " + b.getMinY()
                    + ", above the list's edge at " + shown.getMinY() + ": "
                    + ((javafx.scene.control.ListCell<?>) top).getText();
        });
        assertEquals("", wrong);
    }
}
