package dev.syncscope.app;

import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.util.Duration;

import dev.syncscope.core.load.InputFiles;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Writes a PNG of the window's scene and quits: used by {@code app/scripts/screenshot.sh} to refresh
 * the README screenshots. {@code --screenshot} takes it once the window shows what the start options asked
 * for ({@link SyncScopeApp#shownAsAsked()}) and the graphs had time to draw it; a PNG that cannot be written is
 * named in one line and the program exits with 2 (the launcher checks the folder first:
 * {@link StartOptionCheck#shotProblem}). FX thread only.
 */
final class WindowShot {

    /** Time for the graph viewer's timeline (40 ms ticks) to draw the loaded graph. */
    private static final Duration SETTLE = Duration.millis(800);

    /** Set when a shot could not be written: the launcher then exits with 2 once the window has closed. */
    private static volatile boolean failed;

    private WindowShot() {
    }

    /** Whether a shot of this process could not be written. */
    static boolean failed() {
        return failed;
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
            String problem = write(SwingFXUtils.fromFXImage(image, null), file);
            if (problem == null) {
                System.out.println("wrote " + file.toAbsolutePath());
            } else {
                System.err.println(problem);
                // the launcher exits with 2 once the toolkit has stopped (Launcher.main): a System.exit racing the
                // toolkit's own shutdown printed "Shutdown in progress" now and then
                failed = true;
            }
            Platform.exit();
        });
        wait.play();
    }

    /**
     * Writes {@code image} to {@code file} as a PNG: null when it was written, else why not in one line
     * ({@code syncscope: could not write the screenshot x.png: the folder /d does not exist}). The file is opened
     * here, not by {@code ImageIO.write(…, File)}, which printed a stack trace for a missing folder and then failed
     * with "Can't create an ImageOutputStream!" (the session-39 audit). Any thread.
     */
    static String write(BufferedImage image, Path file) {
        String why;
        try (OutputStream out = Files.newOutputStream(file)) {
            if (ImageIO.write(image, "png", out)) {
                return null;
            }
            why = "no PNG writer";
        } catch (NoSuchFileException e) {
            Path folder = file.toAbsolutePath().getParent();
            why = folder != null && !Files.isDirectory(folder) ? "the folder " + folder + " does not exist"
                    : InputFiles.reason(e);
        } catch (IOException e) {
            why = InputFiles.reason(e);
        }
        return "syncscope: could not write the screenshot " + file + ": " + why;
    }
}
