package dev.syncscope.views.graph;

import dev.syncscope.views.i18n.Messages;
import javafx.geometry.Point2D;
import javafx.geometry.VerticalDirection;
import javafx.scene.Scene;
import javafx.event.Event;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.graphstream.ui.geom.Point3;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Zoom and pan of a graph pane: wheel, drag, keys, the Fit button; kept while the graph changes, reset to fit. */
@ExtendWith(ApplicationExtension.class)
class GraphPaneZoomFxTest {

    private GraphPane pane;

    @Start
    void start(Stage stage) {
        pane = new GraphPane("scopes", GraphStyles.SCOPES, Messages.forLocale(Locale.ENGLISH));
        stage.setScene(new Scene(pane, 400, 300));
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }

    /** Three nodes on a line, the middle one labelled {@code middle}. */
    private static GraphDescription line(String middle) {
        return new GraphDescription(List.of(new GraphDescription.Node("a", "a", "device", 0, 0),
                new GraphDescription.Node("b", middle, "queuefamily", 4, 0),
                new GraphDescription.Node("c", "c", "workgroup", 8, 2)),
                List.of(new GraphDescription.Edge("a>b", "a", "b", "contains")));
    }

    private <T> T fx(java.util.concurrent.Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(5, TimeUnit.SECONDS);
    }

    /** The graph point (graph units) drawn at the pane's pixel (x, y), from the camera of the last frame drawn. */
    private double[] graphPointAt(double x, double y) throws Exception {
        return fx(() -> {
            pane.drawNow();
            Point3 p = pane.camera().transformPxToGu(x, y);
            return new double[] {p.x, p.y};
        });
    }

    @Test
    void theWheelZoomsAboutThePointerAndCtrlZeroFitsAgain(FxRobot robot) throws Exception {
        robot.interact(() -> pane.show(line("b")));
        double[] before = graphPointAt(300, 100);
        Point2D screen = fx(() -> pane.localToScreen(300, 100));
        robot.moveTo(screen).scroll(3, VerticalDirection.UP);
        WaitForAsyncUtils.waitForFxEvents();
        double percent = fx(pane::viewPercent);
        assertTrue(percent < 0.9 || percent > 1.1, "zoomed: " + percent);
        assertFalse(fx(() -> pane.fittedProperty().get()));
        double[] after = graphPointAt(300, 100);
        assertEquals(before[0], after[0], 0.05, "the point under the pointer stays under it");
        assertEquals(before[1], after[1], 0.05);
        robot.clickOn(screen).press(KeyCode.CONTROL, KeyCode.DIGIT0).release(KeyCode.DIGIT0, KeyCode.CONTROL);
        assertEquals(1, fx(pane::viewPercent), 1e-9);
        assertTrue(fx(() -> pane.fittedProperty().get()));
    }

    @Test
    void ctrlPlusAndMinusZoomInAndOut(FxRobot robot) throws Exception {
        robot.interact(() -> pane.show(line("b")));
        robot.clickOn(fx(() -> pane.localToScreen(20, 280)));
        robot.press(KeyCode.CONTROL, KeyCode.EQUALS).release(KeyCode.EQUALS, KeyCode.CONTROL);
        assertEquals(1 / GraphZoom.STEP, fx(pane::viewPercent), 1e-9, "Ctrl+= (the + key) zooms in");
        robot.press(KeyCode.CONTROL, KeyCode.MINUS).release(KeyCode.MINUS, KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL, KeyCode.MINUS).release(KeyCode.MINUS, KeyCode.CONTROL);
        assertEquals(GraphZoom.STEP, fx(pane::viewPercent), 1e-9, "Ctrl+- zooms out");
    }

    @Test
    void aDragOnEmptySpacePansTheView(FxRobot robot) throws Exception {
        robot.interact(() -> pane.show(line("b")));
        robot.interact(() -> pane.zoomAbout(2, 200, 150));
        double[] before = graphPointAt(100, 150);
        robot.drag(fx(() -> pane.localToScreen(100, 150))).moveTo(fx(() -> pane.localToScreen(160, 150))).release(
                javafx.scene.input.MouseButton.PRIMARY);
        double[] after = graphPointAt(160, 150);
        assertEquals(before[0], after[0], 0.05, "the graph followed the pointer 60 px right");
        assertEquals(before[1], after[1], 0.05);
    }

    @Test
    void aZoomedViewKeepsItsZoomWhenTheGraphChangesAndTheFitButtonShowsItWhole(FxRobot robot) throws Exception {
        robot.interact(() -> pane.show(line("b")));
        Button fit = robot.lookup("#fitGraphButton").queryAs(Button.class);
        assertTrue(fit.isDisabled(), "nothing to fit yet");
        robot.interact(() -> pane.zoomAbout(3, 120, 150));
        double[] centre = fx(() -> centre(pane));
        double percent = fx(pane::viewPercent);
        robot.interact(() -> pane.show(line("b changed by a step")));
        assertEquals(percent, fx(pane::viewPercent), 1e-9, "stepping keeps the zoom");
        assertEquals(centre[0], fx(() -> centre(pane))[0], 1e-9);
        assertEquals(centre[1], fx(() -> centre(pane))[1], 1e-9);
        assertFalse(fit.isDisabled());
        robot.clickOn(fit);
        assertEquals(1, fx(pane::viewPercent), 1e-9);
        assertTrue(fit.isDisabled());
        robot.interact(() -> pane.zoomAbout(3, 120, 150));
        robot.interact(pane::zoomToFit);
        assertEquals(1, fx(pane::viewPercent), 1e-9, "a new launch is shown whole");
    }

    @Test
    void theContextMenuZoomsInAndFits(FxRobot robot) throws Exception {
        robot.interact(() -> pane.show(line("b")));
        robot.rightClickOn(fx(() -> pane.localToScreen(20, 280)));
        robot.clickOn("Zoom in");
        assertEquals(1 / GraphZoom.STEP, fx(pane::viewPercent), 1e-9);
        robot.rightClickOn(fx(() -> pane.localToScreen(20, 280)));
        robot.clickOn("Fit whole graph");
        assertEquals(1, fx(pane::viewPercent), 1e-9);
    }

    /** The graphs' context menu if it is showing. */
    private Optional<ContextMenu> shownMenu() {
        return Window.getWindows().stream().filter(w -> w instanceof ContextMenu && w.isShowing())
                .map(w -> (ContextMenu) w).filter(m -> m.getOwnerNode() == pane).findFirst();
    }

    /** A right-button event at the pane's pixel ({@code x}, {@code y}), sent to the graph drawn there. */
    private void fireMouse(javafx.event.EventType<MouseEvent> type, double x, double y) {
        Point2D scene = pane.localToScene(x, y);
        Point2D screen = pane.localToScreen(x, y);
        boolean down = type == MouseEvent.MOUSE_PRESSED;
        Event.fireEvent(pane.getChildren().get(0), new MouseEvent(type, scene.getX(), scene.getY(), screen.getX(),
                screen.getY(), MouseButton.SECONDARY, 1, false, false, false, false, false, false, down, false, down,
                type != MouseEvent.MOUSE_PRESSED, null));
    }

    /** The toolkit's request for a context menu at the pane's pixel ({@code x}, {@code y}). */
    private void fireMenuRequest(double x, double y, boolean keyboard) {
        Point2D scene = pane.localToScene(x, y);
        Point2D screen = pane.localToScreen(x, y);
        Event.fireEvent(pane.getChildren().get(0), new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED,
                scene.getX(), scene.getY(), screen.getX(), screen.getY(), keyboard, null));
    }

    private void hideMenu(FxRobot robot) {
        robot.interact(() -> shownMenu().ifPresent(ContextMenu::hide));
    }

    /**
     * On Linux (and macOS) the toolkit asks for the menu on the right press, before the release: it opens then, by
     * the pointer but not under it (a menu window under the pointer took X's focus from the main window where focus
     * follows the pointer, and closed at once), and the release and click that follow do not open it again elsewhere.
     */
    @Test
    void aRightPressOpensTheMenuWhereTheToolkitAsksForItAndOnlyOnce(FxRobot robot) throws Exception {
        robot.interact(() -> pane.show(line("b")));
        Point2D at = fx(() -> pane.localToScreen(60, 250));
        robot.interact(() -> {
            fireMouse(MouseEvent.MOUSE_PRESSED, 60, 250);
            fireMenuRequest(60, 250, false);
        });
        assertTrue(fx(() -> shownMenu().isPresent()), "open while the button is still down");
        robot.interact(() -> {
            fireMouse(MouseEvent.MOUSE_RELEASED, 90, 270);
            fireMouse(MouseEvent.MOUSE_CLICKED, 90, 270);
        });
        ContextMenu menu = fx(() -> shownMenu().orElseThrow());
        assertEquals(at.getX() + GraphZoom.MENU_OFFSET, menu.getAnchorX(), 1e-9, "not moved to the release");
        assertEquals(at.getY() + GraphZoom.MENU_OFFSET, menu.getAnchorY(), 1e-9);
        assertTrue(menu.getX() > at.getX() && menu.getY() > at.getY(), "the pointer is outside the menu's window");
        hideMenu(robot);
    }

    /** On Windows the toolkit asks after the release: the release already opened it, the request leaves it there. */
    @Test
    void aRequestAfterTheReleaseDoesNotOpenTheMenuAgain(FxRobot robot) throws Exception {
        robot.interact(() -> pane.show(line("b")));
        Point2D at = fx(() -> pane.localToScreen(60, 250));
        robot.interact(() -> {
            fireMouse(MouseEvent.MOUSE_PRESSED, 60, 250);
            fireMouse(MouseEvent.MOUSE_RELEASED, 60, 250);
            fireMouse(MouseEvent.MOUSE_CLICKED, 60, 250);
        });
        assertTrue(fx(() -> shownMenu().isPresent()), "a release with no request opens it (Monocle)");
        robot.interact(() -> fireMenuRequest(90, 270, false));
        ContextMenu menu = fx(() -> shownMenu().orElseThrow());
        assertEquals(at.getX() + GraphZoom.MENU_OFFSET, menu.getAnchorX(), 1e-9);
        assertEquals(at.getY() + GraphZoom.MENU_OFFSET, menu.getAnchorY(), 1e-9);
        hideMenu(robot);
    }

    /** The menu key asks for the menu with no mouse button at all. */
    @Test
    void theMenuKeyOpensTheMenu(FxRobot robot) throws Exception {
        robot.interact(() -> pane.show(line("b")));
        robot.interact(() -> {
            pane.requestFocus();
            fireMenuRequest(200, 150, true);
        });
        assertTrue(fx(() -> shownMenu().isPresent()));
        robot.clickOn("Zoom in");
        assertEquals(1 / GraphZoom.STEP, fx(pane::viewPercent), 1e-9);
    }

    /** At the screen's bottom right corner the menu opens left of and above the pointer, not pushed back over it. */
    @Test
    void atTheScreensCornerTheMenuOpensBesideThePointer(FxRobot robot) throws Exception {
        Window stage = fx(() -> pane.getScene().getWindow());
        double x = fx(stage::getX);
        double y = fx(stage::getY);
        robot.interact(() -> {
            pane.show(line("b"));
            javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getBounds();
            stage.setX(screen.getMaxX() - stage.getWidth());
            stage.setY(screen.getMaxY() - stage.getHeight());
        });
        try {
            double w = fx(pane::getWidth);
            double h = fx(pane::getHeight);
            Point2D at = fx(() -> pane.localToScreen(w - 2, h - 2));
            robot.interact(() -> {
                fireMouse(MouseEvent.MOUSE_PRESSED, w - 2, h - 2);
                fireMenuRequest(w - 2, h - 2, false);
            });
            ContextMenu menu = fx(() -> shownMenu().orElseThrow());
            assertTrue(menu.getX() + menu.getWidth() < at.getX() && menu.getY() + menu.getHeight() < at.getY(),
                    "the pointer is outside the menu's window");
            robot.interact(() -> fireMouse(MouseEvent.MOUSE_RELEASED, w - 2, h - 2));
        } finally {
            hideMenu(robot);
            // the tests share the stage: put it back for the next
            robot.interact(() -> {
                stage.setX(x);
                stage.setY(y);
            });
        }
    }

    /** The graph point (graph units) at the centre of {@code pane}'s view. */
    private static double[] centre(GraphPane pane) {
        org.graphstream.ui.geom.Point3 c = pane.camera().getViewCenter();
        return new double[] {c.x, c.y};
    }
}
