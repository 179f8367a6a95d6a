package dev.syncscope.views.memory;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableRow;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The memory tab as the strip across the bottom of the window shows it (about 1280 × 185 at 1280×800, 1022 × 175 at
 * 1024×768), on reduction-barrier.comp: both elements of its shared {@code partial[2]}, the first of its allocations,
 * are shown whole without scrolling. Above the write history the allocations had 105 px, and partial's table was cut
 * to its header and one and a half rows, partial[1] behind a 48 px scroll bar (the audit of session 57).
 */
@ExtendWith(ApplicationExtension.class)
class MemoryTabAcrossTheWindowFxTest {

    private StackPane root;
    private Scene scene;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        scene = new Scene(root, 1278, 185);
        stage.setScene(scene);
        stage.show();
    }

    @ParameterizedTest
    @CsvSource({"1278, 185", "1022, 175"})
    void everyElementOfTheFirstAllocationIsShownWhole(int width, int height, FxRobot robot) throws Exception {
        Messages text = Messages.forLocale(Locale.ENGLISH);
        MemoryInspectorViewModel model = new MemoryInspectorViewModel(text);
        String source = Files.readString(Path.of("../sample-kernels/kernels/reduction-barrier.comp"));
        DebugSession s = DebugSession.load(KernelLoader.load("reduction-barrier.comp", source).program());
        s.step(0);
        robot.interact(() -> {
            scene.getWindow().setWidth(width);
            scene.getWindow().setHeight(height);
            scene.getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, false));
            root.getChildren().setAll(new MemoryInspectorView(model, text));
            model.show(s.program().launch(), s.snapshot());
        });
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        Node table = robot.lookup("#alloc-partial").query();
        List<String> whole = WaitForAsyncUtils.asyncFx(() -> {
            Bounds shown = table.localToScene(table.getLayoutBounds());
            Bounds viewport = viewportOf(table);
            return table.lookupAll(".table-row-cell").stream()
                    .filter(r -> r instanceof TableRow<?> row && row.getItem() != null && row.isVisible())
                    .filter(r -> {
                        Bounds b = r.localToScene(r.getLayoutBounds());
                        return within(b, shown) && within(b, viewport);
                    })
                    .map(r -> ((LocationRow) ((TableRow<?>) r).getItem()).location()).sorted().toList();
        }).get(30, TimeUnit.SECONDS);
        assertEquals(List.of("partial[0]", "partial[1]"), whole, width + "×" + height + ": the rows shown whole");
        assertEquals(Orientation.HORIZONTAL, robot.lookup("#memoryInspector").queryAs(MemoryInspectorView.class)
                .getOrientation(), "the allocations beside the write history");
    }

    /** The scene bounds of the viewport of the scroll pane around {@code node} (the allocations' pane). */
    private static Bounds viewportOf(Node node) {
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane pane) {
                Bounds v = pane.getViewportBounds();
                return pane.localToScene(new javafx.geometry.BoundingBox(pane.snappedLeftInset(),
                        pane.snappedTopInset(), v.getWidth(), v.getHeight()));
            }
        }
        throw new IllegalStateException("no scroll pane around " + node);
    }

    private static boolean within(Bounds inner, Bounds outer) {
        return inner.getMinY() >= outer.getMinY() - 0.5 && inner.getMaxY() <= outer.getMaxY() + 0.5;
    }
}
