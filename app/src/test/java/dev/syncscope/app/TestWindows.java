package dev.syncscope.app;

import dev.syncscope.core.exec.HeapGuard;
import dev.syncscope.views.theme.UiFonts;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.controlsfx.control.StatusBar;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/** Opens and closes the real window on a kernel written to a temporary file, for the TestFX tests. */
final class TestWindows {

    private TestWindows() {
    }

    /**
     * A GLSL kernel of {@code workgroups} workgroups of 64 invocations, each running a local loop of 5,000 rounds
     * (within the instruction budget) before its one store: one workgroup loads at once, 1,024 (65,536
     * invocations) take over a minute, every invocation run to its first memory action as the launch is built.
     */
    static String longLoops(int workgroups) {
        return "// @dispatch " + workgroups + "\n" + """
                #version 450
                layout(local_size_x = 64) in;
                layout(std430, binding = 0) buffer B { uint data[]; };
                void main() {
                    uint i = 0u;
                    for (uint k = 0u; k < 5000u; k++) { i = i * 3u + k; }
                    data[gl_GlobalInvocationID.x] = i;
                }
                """;
    }

    /** {@code text} written as {@code fileName} in a new temporary directory. */
    static Path kernelFile(String fileName, String text) {
        try {
            return Files.writeString(Files.createTempDirectory("syncscope-test").resolve(fileName), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The window on {@code stage} as {@code java -jar syncscope.jar} opens it: the default kernel, default options. */
    static SyncScopeApp openDefault(Stage stage) {
        SyncScopeApp app = new SyncScopeApp();
        app.start(stage, StartOptions.DEFAULTS);
        return app;
    }

    /** The window on {@code stage} with {@code options}, on a screen whose visual bounds are {@code screen}. */
    static SyncScopeApp open(Stage stage, StartOptions options, Rectangle2D screen) {
        SyncScopeApp app = new WithJapanese(() -> screen);
        app.start(stage, options);
        return app;
    }

    /**
     * An app whose first window opens in the language asked even on a machine without a Japanese font (a fresh Debian
     * machine has none: such a window opens in English, UiFonts#windowLocale): the tests of a Japanese window's words
     * read its text, not its glyphs. JapaneseWindowFontTest asserts the machine's own fonts.
     */
    static SyncScopeApp japaneseApp() {
        return new WithJapanese(() -> javafx.stage.Screen.getPrimary().getVisualBounds());
    }

    /** An app whose installed fonts include a Japanese family ({@link #withJapanese}). */
    private static final class WithJapanese extends SyncScopeApp {
        WithJapanese(java.util.function.Supplier<Rectangle2D> screen) {
            super(HeapGuard::jvm, screen);
        }

        @Override
        List<String> fontFamilies() {
            return withJapanese(super.fontFamilies());
        }
    }

    /** {@code installed} with a Japanese family added when it has none. */
    static List<String> withJapanese(List<String> installed) {
        if (UiFonts.familyFor(Locale.JAPANESE, installed).isPresent()) {
            return installed;
        }
        List<String> more = new java.util.ArrayList<>(installed);
        more.add("Noto Sans CJK JP");
        return more;
    }

    /**
     * Whether {@code node} is shown whole inside its scene: visible with its parents, and its bounds inside the
     * scene's (read on the FX thread).
     */
    static boolean wholeInScene(Node node) {
        return onFx(() -> {
            for (Node n = node; n != null; n = n.getParent()) {
                if (!n.isVisible()) {
                    return false;
                }
            }
            Bounds b = node.localToScene(node.getLayoutBounds());
            Scene scene = node.getScene();
            return b.getMinX() >= -0.5 && b.getMinY() >= -0.5 && b.getMaxX() <= scene.getWidth() + 0.5
                    && b.getMaxY() <= scene.getHeight() + 0.5 && b.getWidth() > 0 && b.getHeight() > 0;
        });
    }

    /** The window on {@code stage}, in English, with recovery off, showing {@code fileName}. */
    static SyncScopeApp open(Stage stage, String fileName, String text) throws Exception {
        SyncScopeApp app = new SyncScopeApp();
        app.start(stage, new StartOptions(kernelFile(fileName, text), null, Locale.ENGLISH, 0, List.of(),
                Recovery.Choice.OFF));
        return app;
    }

    /**
     * The status bar's text, read on the FX thread: a scene-graph lookup from the test thread races the
     * FX thread's changes to the graph (an IndexOutOfBoundsException inside {@code Parent.lookupAll}).
     */
    static String status(FxRobot robot) {
        return onFx(() -> robot.lookup("#statusBar").queryAs(StatusBar.class).getText());
    }

    /** The style classes ({@code ui.class}) of node {@code nodeId} of the memory-domain graph, or null: none. */
    static String domainNodeClass(FxRobot robot, String nodeId) {
        return onFx(() -> {
            dev.syncscope.views.graph.GraphPane pane = robot.lookup("#domainGraph")
                    .queryAs(dev.syncscope.views.graph.GraphPane.class);
            org.graphstream.graph.Node node = pane.graph().getNode(nodeId);
            return node == null ? null : String.valueOf(node.getAttribute("ui.class"));
        });
    }

    /** {@code query} evaluated on the FX thread (for lookups while the window changes). */
    static <T> T onFx(java.util.concurrent.Callable<T> query) {
        try {
            return WaitForAsyncUtils.asyncFx(query).get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Stops {@code app} on the FX thread (its simulation thread with it). */
    static void close(SyncScopeApp app) throws Exception {
        WaitForAsyncUtils.asyncFx(app::stop).get(5, TimeUnit.SECONDS);
    }
}
