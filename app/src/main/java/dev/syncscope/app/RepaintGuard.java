package dev.syncscope.app;

import javafx.scene.Scene;
import javafx.scene.layout.Region;

import java.lang.reflect.Field;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A 1×1 transparent region that keeps JavaFX from repainting the whole window after a pulse whose
 * changes leave no dirty region. Prism's painter repaints everything when a pulse synchronises
 * changed nodes but none of them marks a region dirty, and many layout passes end that way:
 * RichTextFX resets its caret to the same shape, scroll bars and list cells are laid out to the
 * same size. With the software pipeline that is a full-window paint (about 60 ms a step on the
 * bench machine). This region changes in every pulse that will be synchronised, so such a pulse
 * paints one pixel instead. Whether a pulse will be synchronised is read from the scene's count of
 * changed nodes, a JavaFX implementation field; where it cannot be read (JavaFX on the module path
 * without opening {@code javafx.scene}) the guard does nothing. FX thread only.
 */
final class RepaintGuard extends Region {

    private static final Logger LOG = Logger.getLogger(RepaintGuard.class.getName());
    private static final Field DIRTY_NODES = dirtyNodesField();

    private final Runnable check = this::markIfSynchronising;

    RepaintGuard() {
        setId("repaintGuard");
        setMinSize(1, 1);
        setPrefSize(1, 1);
        setMaxSize(1, 1);
        setMouseTransparent(true);
        setFocusTraversable(false);
        sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removePostLayoutPulseListener(check);
            }
            if (now != null && DIRTY_NODES != null) {
                now.addPostLayoutPulseListener(check);
            }
        });
    }

    /** After the layout pass: when other nodes changed, change this one too, so the pulse has a dirty region. */
    private void markIfSynchronising() {
        Scene scene = getScene();
        try {
            if (scene != null && DIRTY_NODES.getInt(scene) > 0) {
                setOpacity(getOpacity() == 0 ? 0.01 : 0);
            }
        } catch (IllegalAccessException e) {
            scene.removePostLayoutPulseListener(check);
        }
    }

    private static Field dirtyNodesField() {
        try {
            Field f = Scene.class.getDeclaredField("dirtyNodesSize");
            f.setAccessible(true);
            return f.getType() == int.class ? f : null;
        } catch (ReflectiveOperationException | RuntimeException e) {
            LOG.log(Level.FINE, "JavaFX's changed-node count is not readable; full-window repaints are not avoided", e);
            return null;
        }
    }
}
