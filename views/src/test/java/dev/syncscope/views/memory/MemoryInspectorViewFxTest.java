package dev.syncscope.views.memory;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

@ExtendWith(ApplicationExtension.class)
class MemoryInspectorViewFxTest {

    private MemoryInspectorViewModel model;

    @Start
    void start(Stage stage) {
        model = new MemoryInspectorViewModel();
        Scene scene = new Scene(new MemoryInspectorView(model, Messages.forLocale(Locale.ENGLISH)), 700, 500);
        scene.getStylesheets().add(Messages.class.getResource("../syncscope.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theReadersStaleCellIsMarkedAndSelectingAWritePublishesIt(FxRobot robot) {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1);
        var snapshot = s.snapshot();
        robot.interact(() -> {
            model.focusedInvocationProperty().set(1);
            model.show(s.program().launch(), snapshot);
        });
        WaitForAsyncUtils.waitForFxEvents();
        TableCell<?, ?> stale = robot.lookup("#alloc-x .table-cell.stale").queryAs(TableCell.class);
        assertEquals("0", stale.getText());
        assertEquals("Stale: the newest write (1, by P0) is not visible to this invocation through this reference",
                stale.getTooltip().getText());
        robot.clickOn(stale);
        robot.clickOn(robot.lookup("#writeHistory .table-row-cell").nth(1).queryAs(javafx.scene.Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, model.selectedWriteProperty().get().value());
    }

    @Test
    void eachReferencesReadColumnShowsTheWordAsThatReferenceDeclaresIt(FxRobot robot) {
        // @alias: a float view and a uint view of one word; T0 stores 2.5's bits through the uint view, T1 reads
        // through either the initial value (stale: nothing made T0's write visible to it). The float column shows
        // 0.0 and the newest write as 2.5, the uint column 0 and 1075838976 (both showed the row's float before)
        DebugSession s = DebugSession.load(KernelLoader.load("alias.comp", """
                // @alias F bits
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer F { float vals[1]; float o[1]; };
                layout(binding = 1) buffer U { uint bits[1]; };
                void main() {
                    if (gl_LocalInvocationID.x == 0u) { bits[0] = 0x40200000u; } else { o[0] = vals[0]; }
                }
                """).program(), LaunchOptions.DEFAULTS);
        s.step(0);
        var snapshot = s.snapshot();
        robot.interact(() -> {
            model.focusedInvocationProperty().set(1);
            model.show(s.program().launch(), snapshot);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Set<String> cells = robot.lookup(".table-cell.stale").queryAllAs(TableCell.class).stream()
                .map(c -> c.getText() + " / " + c.getTooltip().getText()).collect(Collectors.toSet());
        assertEquals(Set.of("0.0 / Stale: the newest write (2.5, by T0) is not visible to this invocation through this"
                + " reference", "0 / Stale: the newest write (1075838976, by T0) is not visible to this invocation"
                + " through this reference"), cells);
    }
    /**
     * A table past the rows it shows before it scrolls is refilled, not made anew, as a run writes more locations of
     * its allocation (64,000 locations were one new table a frame); below that it is made anew, its height following
     * its rows. A launch of more elements than the snapshot lists (8,192) shows the locations written.
     */
    @Test
    void aTableGrowingPastItsShownRowsIsRefilledNotMadeAnew(FxRobot robot) {
        DebugSession s = DebugSession.load(KernelLoader.load("grow.comp", """
                // @length data = 8192
                #version 450
                layout(local_size_x = 64) in;
                layout(std430, binding = 0) buffer B { uint data[]; };
                void main() {
                    data[gl_LocalInvocationID.x] = 1u;
                }
                """).program(), LaunchOptions.DEFAULTS);
        java.util.List<Object> tables = new java.util.ArrayList<>();
        java.util.List<Integer> rows = new java.util.ArrayList<>();
        for (int shown : new int[] {5, 20, 40}) {
            while (s.snapshot().locations().size() < shown) {
                s.step(s.snapshot().locations().size());
            }
            var snapshot = s.snapshot();
            robot.interact(() -> model.show(s.program().launch(), snapshot));
            WaitForAsyncUtils.waitForFxEvents();
            javafx.scene.control.TableView<?> table = robot.lookup("#alloc-data").queryAs(
                    javafx.scene.control.TableView.class);
            tables.add(table);
            rows.add(table.getItems().size());
        }
        assertEquals(java.util.List.of(5, 20, 40), rows);
        org.junit.jupiter.api.Assertions.assertNotSame(tables.get(0), tables.get(1), "5 rows, then more than 12");
        org.junit.jupiter.api.Assertions.assertSame(tables.get(1), tables.get(2), "20 rows, then 40: refilled");
    }
}
