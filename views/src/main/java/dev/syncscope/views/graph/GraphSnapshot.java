package dev.syncscope.views.graph;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;

import javax.imageio.ImageIO;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Saves what a pane shows as a PNG image (a JavaFX snapshot of the node, e.g. a {@link GraphPane}).
 * FX thread only: snapshots must be taken on it.
 */
public final class GraphSnapshot {

    private GraphSnapshot() {
    }

    /** Writes {@code node} as it is drawn now to {@code file} in PNG format. */
    public static void writePng(Node node, Path file) throws IOException {
        Files.write(file, png(node));
    }

    /** {@code node} as it is drawn now, in PNG format (to be written off the FX thread). */
    public static byte[] png(Node node) throws IOException {
        for (Node pane : node.lookupAll(".graph-pane")) {
            if (pane instanceof GraphPane g) {
                g.drawNow();
            }
        }
        WritableImage image = node.snapshot(null, null);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (!ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", out)) {
            throw new IOException("no PNG writer available");
        }
        return out.toByteArray();
    }
}
