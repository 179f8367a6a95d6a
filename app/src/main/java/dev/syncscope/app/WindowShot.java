package dev.syncscope.app;

import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.util.Duration;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes a PNG of the window's scene and quits: used by {@code app/scripts/screenshot.sh} to refresh
 * the README screenshots. {@code --screenshot} takes it once the window shows what the start options asked
 * for ({@link SyncScopeApp#shownAsAsked()}) and the graphs had time to draw it. FX thread only.
 */
final class WindowShot {

    /** Time for the graph viewer's timeline (40 ms ticks) to draw the loaded graph. */
    private static final Duration SETTLE = Duration.millis(800);

    private WindowShot() {
    }

    /** Writes the PNG once the graphs had time to draw what was just loaded. */
    static void saveLater(Scene scene, Path file) {
        saveAfter(scene, file, SETTLE);
    }

    /** Writes the PNG {@code delay} from now, whatever the window shows then (a load still running, say). */
    static void saveAfter(Scene scene, Path file, Duration delay) {
        PauseTransition wait = new PauseTransition(delay);
        wait.setOnFinished(e -> {
            WritableImage image = scene.snapshot(null);
            try {
                ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", file.toFile());
                System.out.println("wrote " + file.toAbsolutePath());
            } catch (IOException ex) {
                System.err.println("could not write the screenshot " + file + ": " + ex.getMessage());
            }
            Platform.exit();
        });
        wait.play();
    }
}
