package dev.syncscope.views.memory;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The memory tab of a small window, normal and presentation mode: an allocation read through twelve aliased
 * references (VK MM: Reference) has more columns than the tab's width, so its table scrolls sideways. Its sideways
 * scroll bar is at the bottom edge of the table and the table reaches the bottom edge of the allocations' pane: a long
 * table's bar is not below the pane after its last row, a short table's not halfway down the pane.
 */
@ExtendWith(ApplicationExtension.class)
class AllocationScrollBarFxTest {

    private StackPane root;
    private Scene scene;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        scene = new Scene(root, 700, 300);
        stage.setScene(scene);
        stage.show();
    }

    /** Twelve references bound to one allocation of {@code length} elements; one invocation stores and loads. */
    static String aliased(int length) {
        StringBuilder b = new StringBuilder("// @alias a b c d e f g h i j k l\n");
        for (char c = 'a'; c <= 'l'; c++) {
            b.append("// @length ").append(c).append(" = ").append(length).append('\n');
        }
        b.append("#version 450\nlayout(local_size_x = 1) in;\n");
        for (char c = 'a'; c <= 'l'; c++) {
            b.append("layout(binding = ").append(c - 'a').append(") buffer B").append(c).append(" { uint ").append(c)
                    .append("[]; };\n");
        }
        return b.append("void main() { a[0] = 7; uint t = b[0]; c[1] = t; }\n").toString();
    }

    @ParameterizedTest
    @CsvSource({"2, 700, 300, false", "30, 700, 300, false", "2, 1022, 300, true", "30, 1022, 300, true"})
    void theSidewaysScrollBarIsAtTheBottomEdgeOfTheTableAndThePane(int length, int width, int height,
                                                                     boolean presenting, FxRobot robot)
            throws Exception {
        Messages text = Messages.forLocale(Locale.ENGLISH);
        MemoryInspectorViewModel model = new MemoryInspectorViewModel(text);
        DebugSession s = DebugSession.load(KernelLoader.load("aliased.comp", aliased(length)).program());
        s.step(0);
        robot.interact(() -> {
            scene.getWindow().setWidth(width);
            scene.getWindow().setHeight(height);
            scene.getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, presenting));
            root.getChildren().setAll(new MemoryInspectorView(model, text));
            model.show(s.program().launch(), s.snapshot());
        });
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        String where = length + " rows" + (presenting ? ", presenting" : "") + ": ";
        String wrong = WaitForAsyncUtils.asyncFx(() -> {
            Region table = (Region) root.lookup("#alloc-a");
            ScrollBar bar = table.lookupAll(".scroll-bar").stream().filter(n -> n instanceof ScrollBar b
                    && b.getOrientation() == Orientation.HORIZONTAL).map(ScrollBar.class::cast).findFirst()
                    .orElseThrow();
            ScrollPane pane = (ScrollPane) root.lookup(".scroll-pane");
            Bounds t = scene(table);
            Bounds b = scene(bar);
            Bounds viewport = pane.localToScene(pane.getLayoutBounds());
            double paneBottom = viewport.getMaxY() - pane.snappedBottomInset();
            StringBuilder out = new StringBuilder();
            if (!bar.isVisible()) {
                out.append("the columns do not scroll sideways; ");
            }
            if (Math.abs(t.getMaxY() - table.snappedBottomInset() - b.getMaxY()) > 2) {
                out.append("the bar ends at ").append(b.getMaxY()).append(", the table at ").append(t.getMaxY())
                        .append("; ");
            }
            if (b.getMaxY() > paneBottom + 1) {
                out.append("the bar ends at ").append(b.getMaxY()).append(", below the pane's bottom edge at ")
                        .append(paneBottom).append("; ");
            }
            if (t.getMaxY() < paneBottom - 2) {
                out.append("the table ends at ").append(t.getMaxY()).append(", above the pane's bottom edge at ")
                        .append(paneBottom).append("; ");
            }
            return out.toString();
        }).get(30, TimeUnit.SECONDS);
        assertTrue(wrong.isEmpty(), where + wrong);
    }

    private static Bounds scene(Node n) {
        return n.localToScene(n.getLayoutBounds());
    }
}
