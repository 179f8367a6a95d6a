package dev.syncscope.app;

import javafx.geometry.Rectangle2D;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Where the main window opens: 1280×800, or as much of it as the screen's visual bounds hold, centred in them. */
class WindowSizeTest {

    @ParameterizedTest(name = "screen {0},{1} {2}×{3} → window {4},{5} {6}×{7}")
    @CsvSource(textBlock = """
            # screen x, y, width, height -> window x, y, width, height
            0,    0,  1024, 768,  0,    0,  1024, 768
            0,    0,  1280, 800,  0,    0,  1280, 800
            0,    0,  1920, 1080, 320,  140, 1280, 800
            0,    0,  1366, 728,  43,   0,  1280, 728
            0,    32, 1024, 736,  0,    32, 1024, 736
            1920, 0,  800,  600,  1920, 0,  800,  600
            """)
    void theWindowFitsTheScreensVisualBounds(double sx, double sy, double sw, double sh,
                                            double x, double y, double w, double h) {
        assertEquals(new Rectangle2D(x, y, w, h), WindowSize.on(new Rectangle2D(sx, sy, sw, sh)));
    }
}
