package dev.syncscope.views.graph;

import dev.syncscope.views.i18n.Messages;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.StackPane;
import javafx.stage.PopupWindow;
import org.graphstream.ui.fx_viewer.FxViewPanel;
import org.graphstream.ui.geom.Point3;
import org.graphstream.ui.view.camera.Camera;
import org.graphstream.ui.view.util.InteractiveElement;

import java.util.EnumSet;
import java.util.function.DoubleSupplier;

/**
 * Zoom and pan of a {@link GraphPane}'s camera: the mouse wheel (with or without Ctrl) zooms about the cursor, a
 * drag on empty space pans (a drag on a node still moves the node), Ctrl+'+' / Ctrl+'-' zoom about the centre and
 * Ctrl+0 fits the whole graph in the pane again, as do the "fit" button in the pane's corner (id
 * {@code fitGraphButton}) and the context menu's entries. The view is "fitted" until the user zooms or pans; a
 * fitted view follows the graph as it changes, a zoomed one keeps its centre and zoom ({@link GraphPane#show}).
 * FX thread only.
 */
final class GraphZoom {

    /** How much one wheel notch or key press zooms. */
    static final double STEP = 1.25;
    /** The closest view: a 100th of the fitted graph across. */
    static final double MIN_PERCENT = 0.01;
    /** The farthest view: the fitted graph at half its size. */
    static final double MAX_PERCENT = 2;

    /**
     * How far right of and below the pointer the context menu's window opens (its shadow included). A menu window
     * opened under the pointer closed at once where X gives the keyboard focus to the window under the pointer (no
     * window manager once a dialog has closed, or focus-follows-mouse): the menu took the focus from the main window,
     * whose focus loss auto-hid it. (There every JavaFX popup, the source editor's too, still closes when the pointer
     * moves onto it; with a window manager, or the window focused, the menu works.)
     */
    static final double MENU_OFFSET = 2;

    /** Pixels between the "fit" button and the pane's top and right edges. */
    static final double BUTTON_MARGIN = 4;

    private static final KeyCombination ZOOM_IN = new KeyCodeCombination(KeyCode.PLUS, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination ZOOM_OUT = new KeyCodeCombination(KeyCode.MINUS, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination FIT = new KeyCodeCombination(KeyCode.DIGIT0, KeyCombination.SHORTCUT_DOWN);

    private final GraphPane pane;
    private final FxViewPanel panel;
    /** Pixels per graph unit of the fitted view (zoom 1). */
    private final DoubleSupplier fitScale;
    private final ReadOnlyBooleanWrapper fitted = new ReadOnlyBooleanWrapper(this, "fitted", true);
    private double dragX;
    private double dragY;
    private boolean panning;
    private ContextMenu menu;
    /** The "fit" button in the pane's top right corner. */
    private Button fitButton;
    /** A right press on the pane whose release has not come yet. */
    private boolean secondaryPressed;
    /** Whether the toolkit asked for the menu since the last right press on the pane. */
    private boolean menuRequested;
    /** Whether the last right release showed the menu because no request had come for its press (yet). */
    private boolean menuShownOnRelease;

    GraphZoom(GraphPane pane, FxViewPanel panel, DoubleSupplier fitScale, Messages text) {
        this.pane = pane;
        this.panel = panel;
        this.fitScale = fitScale;
        createControls(text);
        initListeners();
    }

    private void createControls(Messages text) {
        Button fit = new Button(text.get("graph.zoom.fitButton"));
        fit.setId("fitGraphButton");
        fit.getStyleClass().add("graph-fit-button");
        fit.setFocusTraversable(false);
        fit.setTooltip(new Tooltip(text.get("graph.zoom.fitTip")));
        fit.setOnAction(e -> fit());
        fit.disableProperty().bind(fitted);
        StackPane.setAlignment(fit, Pos.TOP_RIGHT);
        StackPane.setMargin(fit, new Insets(BUTTON_MARGIN));
        pane.getChildren().add(fit);
        fitButton = fit;
        MenuItem in = item("zoomInItem", text.get("graph.zoom.in"), ZOOM_IN, () -> zoomAboutCentre(STEP));
        MenuItem out = item("zoomOutItem", text.get("graph.zoom.out"), ZOOM_OUT, () -> zoomAboutCentre(1 / STEP));
        MenuItem all = item("zoomFitItem", text.get("graph.zoom.fit"), FIT, this::fit);
        all.disableProperty().bind(fitted);
        menu = new ContextMenu(in, out, all);
        menu.setAnchorLocation(PopupWindow.AnchorLocation.WINDOW_TOP_LEFT);
        // the toolkit asks for it: on a right press on Linux and macOS, a right release on Windows, the menu key
        pane.addEventHandler(ContextMenuEvent.CONTEXT_MENU_REQUESTED, e -> {
            if (e.isKeyboardTrigger() || !menuShownOnRelease) {
                showMenu(e.getScreenX(), e.getScreenY());
            }
            menuRequested = true;
            e.consume();
        });
    }

    /**
     * Opens the context menu just right of and below the screen point ({@code x}, {@code y}), or left of or above it
     * where the screen's edge pushed the menu back over the point.
     */
    private void showMenu(double x, double y) {
        menu.show(pane, x + MENU_OFFSET, y + MENU_OFFSET);
        if (menu.getX() <= x) {
            menu.setX(x - MENU_OFFSET - menu.getWidth());
        }
        if (menu.getY() <= y) {
            menu.setY(y - MENU_OFFSET - menu.getHeight());
        }
    }

    private static MenuItem item(String id, String label, KeyCombination keys, Runnable action) {
        MenuItem item = new MenuItem(label);
        item.setId(id);
        item.setAccelerator(keys);
        item.setOnAction(e -> action.run());
        return item;
    }

    private void initListeners() {
        pane.setFocusTraversable(true);
        pane.addEventFilter(ScrollEvent.SCROLL, e -> {
            if (e.getDeltaY() != 0) {
                Point2D p = panel.sceneToLocal(e.getSceneX(), e.getSceneY());
                zoomAbout(e.getDeltaY() > 0 ? STEP : 1 / STEP, p.getX(), p.getY());
            }
            e.consume();
        });
        pane.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
            pane.requestFocus();
            if (e.getButton() == MouseButton.SECONDARY) {
                secondaryPressed = true;
                menuRequested = false;
                menuShownOnRelease = false;
            }
            Point2D p = panel.sceneToLocal(e.getSceneX(), e.getSceneY());
            if (e.getButton() == MouseButton.PRIMARY && e.getTarget() != null && inPanel(e)
                    && panel.findGraphicElementAt(EnumSet.of(InteractiveElement.NODE), p.getX(), p.getY()) == null) {
                panning = true;
                dragX = e.getSceneX();
                dragY = e.getSceneY();
                e.consume();
            }
        });
        pane.addEventFilter(MouseEvent.MOUSE_DRAGGED, e -> {
            if (panning) {
                panBy(e.getSceneX() - dragX, e.getSceneY() - dragY);
                dragX = e.getSceneX();
                dragY = e.getSceneY();
                e.consume();
            }
        });
        pane.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            if (e.getButton() == MouseButton.SECONDARY && secondaryPressed) {
                secondaryPressed = false;
                // a toolkit that sends no context-menu request for a right click (Monocle): the release shows it;
                // Windows asks after the release, and that request must not show it a second time
                if (!menuRequested) {
                    menuShownOnRelease = true;
                    showMenu(e.getScreenX(), e.getScreenY());
                }
            }
            if (panning) {
                panning = false;
                e.consume();
            }
        });
        pane.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (!e.isShortcutDown()) {
                return;
            }
            KeyCode code = e.getCode();
            if (ZOOM_IN.match(e) || code == KeyCode.EQUALS || code == KeyCode.ADD || "+".equals(e.getText())) {
                zoomAboutCentre(STEP);
            } else if (ZOOM_OUT.match(e) || code == KeyCode.SUBTRACT) {
                zoomAboutCentre(1 / STEP);
            } else if (FIT.match(e) || code == KeyCode.NUMPAD0) {
                fit();
            } else {
                return;
            }
            e.consume();
        });
    }

    /** Whether the press fell on the graph itself, not on the fit button. */
    private boolean inPanel(MouseEvent e) {
        for (javafx.scene.Node n = (javafx.scene.Node) e.getTarget(); n != null; n = n.getParent()) {
            if (n == panel) {
                return true;
            }
        }
        return false;
    }

    /** The "fit" button in the pane's top right corner (id {@code fitGraphButton}), which the graph is fitted clear of. */
    Button fitButton() {
        return fitButton;
    }

    /** Pixels kept between the fit button and the nodes and labels fitted clear of it. */
    static final double BUTTON_GAP_PX = 3;

    /**
     * The fit button's area in a pane {@code paneWidth} wide, in its pixels, {@link #BUTTON_GAP_PX} wider on its left
     * and below and reaching the pane's top and right edges; null before the button has a size.
     */
    javafx.geometry.Rectangle2D fitButtonArea(double paneWidth) {
        double gap = BUTTON_GAP_PX;
        double w = fitButton.prefWidth(-1);
        double h = fitButton.prefHeight(-1);
        if (!fitButton.isVisible() || w <= 0 || h <= 0 || paneWidth <= 0) {
            return null;
        }
        double x = paneWidth - BUTTON_MARGIN - w;
        return new javafx.geometry.Rectangle2D(x - gap, 0, w + BUTTON_MARGIN + gap, BUTTON_MARGIN + h + gap);
    }

    /** How many pixels below {@code top} the {@link #fitButtonArea} of a pane {@code paneWidth} wide reaches (0: none). */
    double fitButtonReach(double paneWidth, double top) {
        javafx.geometry.Rectangle2D button = fitButtonArea(paneWidth);
        return button == null ? 0 : Math.max(0, button.getMaxY() - top);
    }

    /** Whether the view shows the whole graph as fitted (the user has not zoomed or panned since). */
    ReadOnlyBooleanProperty fittedProperty() {
        return fitted.getReadOnlyProperty();
    }

    /** Shows the whole graph again. */
    void fit() {
        fitted.set(true);
        pane.viewChanged(true);
    }

    /** Zooms in by {@code factor} (below 1: out) keeping the graph point at pixel ({@code px}, {@code py}) in place. */
    void zoomAbout(double factor, double px, double py) {
        Camera camera = panel.getCamera();
        double percent = camera.getViewPercent();
        double next = Math.max(MIN_PERCENT, Math.min(MAX_PERCENT, percent / factor));
        double scale = fitScale.getAsDouble();
        if (scale <= 0 || next == percent) {
            return;
        }
        Point3 c = camera.getViewCenter();
        double dx = px - panel.getWidth() / 2;
        double dy = py - panel.getHeight() / 2;
        double gx = c.x + dx * percent / scale;
        double gy = c.y - dy * percent / scale;
        camera.setViewPercent(next);
        camera.setViewCenter(gx - dx * next / scale, gy + dy * next / scale, 0);
        fitted.set(false);
        pane.viewChanged(false);
    }

    private void zoomAboutCentre(double factor) {
        zoomAbout(factor, panel.getWidth() / 2, panel.getHeight() / 2);
    }

    /** Moves the view with the pointer: the graph follows a drag of ({@code dx}, {@code dy}) pixels. */
    void panBy(double dx, double dy) {
        double scale = fitScale.getAsDouble();
        if (scale <= 0 || (dx == 0 && dy == 0)) {
            return;
        }
        Camera camera = panel.getCamera();
        double percent = camera.getViewPercent();
        Point3 c = camera.getViewCenter();
        camera.setViewCenter(c.x - dx * percent / scale, c.y + dy * percent / scale, 0);
        fitted.set(false);
        pane.viewChanged(false);
    }

    /** Fixes the camera on the fitted view {@code v}, or keeps the zoom and centre the user chose within it. */
    void fitTo(GraphFit.View v) {
        Camera camera = panel.getCamera();
        Point3 center = camera.getViewCenter();
        double percent = camera.getViewPercent();
        camera.setAutoFitView(false);
        camera.setGraphViewport(v.left(), v.bottom(), v.right(), v.top());
        if (fittedProperty().get()) {
            camera.setViewCenter((v.left() + v.right()) / 2, (v.bottom() + v.top()) / 2, 0);
            camera.setViewPercent(1.0);
        } else {
            camera.setViewCenter(center.x, center.y, 0);
            camera.setViewPercent(percent);
        }
    }
}
