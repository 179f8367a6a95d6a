package dev.syncscope.views.graph;

import dev.syncscope.views.i18n.Messages;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The label boxes the graph panes space their nodes by ({@link LabelPlacement}) hold the ink GraphStream draws, for
 * every alignment the stylesheets use, in the normal and the presentation size and in a Japanese font; and a label
 * under, above or on its node is centred on it, whatever its font (GraphStream places it by its width in JavaFX's
 * default font, so a larger one ran off to the right and up into its node).
 */
@ExtendWith(ApplicationExtension.class)
class LabelPlacementFxTest {

    private static final List<String> ALIGNMENTS = List.of("left", "under", "above", "center", "right");
    private static final int[] SIZES = {13, 21};
    private static final String JAPANESE = "デバイスシェーダー";
    private static final String LATIN = "device qf 0";

    private GraphPane pane;

    @Start
    void start(Stage stage) {
        String family = dev.syncscope.views.theme.UiFonts.familyFor(Locale.JAPANESE,
                javafx.scene.text.Font.getFamilies()).orElse("");
        StringBuilder css = new StringBuilder("graph { fill-color: #ffffff; padding: 40px; }\n"
                + "node { size: 16px; fill-mode: none; stroke-mode: none; text-background-mode: none; "
                + "text-color: #000000; text-offset: 17px, 0px; }\n");
        for (String a : ALIGNMENTS) {
            for (int size : SIZES) {
                css.append("node.").append(a).append(size).append(" { text-alignment: ").append(a)
                        .append("; text-size: ").append(size).append("; }\n");
                css.append("node.").append(a).append(size).append("ja { text-alignment: ").append(a)
                        .append("; text-size: ").append(size).append("; text-font: \"").append(family)
                        .append("\"; }\n");
            }
        }
        pane = new GraphPane("placement", css.toString(), Messages.forLocale(Locale.ENGLISH));
        stage.setScene(new Scene(pane, 1200, 760));
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }

    @Test
    void theInkOfEveryLabelLiesInItsBoxAndCentredLabelsAreCentredOnTheirNode(FxRobot robot) throws Exception {
        // a row per alignment and size, Latin labels in one column and Japanese ones in another: no two labels near
        List<GraphDescription.Node> nodes = new ArrayList<>();
        int row = 0;
        for (String alignment : ALIGNMENTS) {
            for (int size : SIZES) {
                for (boolean japanese : new boolean[] {false, true}) {
                    String cls = alignment + size + (japanese ? "ja" : "");
                    nodes.add(new GraphDescription.Node(cls, japanese ? JAPANESE : LATIN, cls, japanese ? 6 : 0, -row));
                }
                row++;
            }
        }
        robot.interact(() -> pane.show(new GraphDescription(nodes, List.of())));
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(pane);
        WritableImage image = WaitForAsyncUtils.asyncFx(() -> pane.snapshot(null, null)).get(5, TimeUnit.SECONDS);
        assertEquals(nodes.size(), drawn.size());
        for (DrawnGeometry.Drawn d : drawn) {
            Rectangle2D box = d.label();
            // the node as the stylesheet sizes it, drawn without fill or outline so that only the label leaves ink
            Rectangle2D node = new Rectangle2D(d.x() - 8, d.y() - 8, 16, 16);
            Rectangle2D ink = ink(image, new Rectangle2D(box.getMinX() - 5, box.getMinY() - 5, box.getWidth() + 10,
                    box.getHeight() + 10));
            assertTrue(ink != null, d.id() + ": no ink near " + box);
            String where = d.id() + ": ink " + ink + ", box " + box;
            assertTrue(ink.getMinX() >= box.getMinX() - 1.5 && ink.getMaxX() <= box.getMaxX() + 1.5
                    && ink.getMinY() >= box.getMinY() - 1.5 && ink.getMaxY() <= box.getMaxY() + 1.5, where);
            assertTrue(ink.getWidth() > box.getWidth() - 6, "the box is as wide as the text, " + where);
            if (d.id().startsWith("under") || d.id().startsWith("above") || d.id().startsWith("center")) {
                double centre = (ink.getMinX() + ink.getMaxX()) / 2;
                assertEquals(d.x(), centre, 2, "centred on its node, " + where);
            }
            if (d.id().startsWith("under")) {
                assertTrue(ink.getMinY() > node.getMaxY() + 1, "clear of its node, " + where);
            }
            if (d.id().startsWith("above")) {
                assertTrue(ink.getMaxY() < node.getMinY() - 1, "clear of its node, " + where);
            }
            if (d.id().startsWith("left")) {
                assertTrue(ink.getMaxX() < node.getMinX() - 1, "clear of its node, " + where);
            }
            if (d.id().startsWith("right")) {
                assertTrue(ink.getMinX() > node.getMaxX() + 1, "clear of its node, " + where);
            }
        }
    }

    /** The bounds of the dark pixels of {@code image} inside {@code area}, or {@code null}. */
    private static Rectangle2D ink(WritableImage image, Rectangle2D area) {
        PixelReader r = image.getPixelReader();
        int x0 = Integer.MAX_VALUE;
        int y0 = Integer.MAX_VALUE;
        int x1 = -1;
        int y1 = -1;
        for (int y = (int) Math.max(0, area.getMinY()); y < Math.min(image.getHeight(), area.getMaxY()); y++) {
            for (int x = (int) Math.max(0, area.getMinX()); x < Math.min(image.getWidth(), area.getMaxX()); x++) {
                if (r.getColor(x, y).getBrightness() < 0.6) {
                    x0 = Math.min(x0, x);
                    y0 = Math.min(y0, y);
                    x1 = Math.max(x1, x);
                    y1 = Math.max(y1, y);
                }
            }
        }
        return x1 < 0 ? null : new Rectangle2D(x0, y0, x1 + 1 - x0, y1 + 1 - y0);
    }
}
