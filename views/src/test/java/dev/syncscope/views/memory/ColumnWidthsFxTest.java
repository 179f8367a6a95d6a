package dev.syncscope.views.memory;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A table refilled at each frame of a run keeps its columns as wide as its rows' words while it asks only the rows it
 * has not seen for their text: a memory table of 65,536 locations asked every row's text at every frame (75–125 ms of
 * the FX thread), though {@link MemoryTables} keeps the rows of locations no step changed.
 */
@ExtendWith(ApplicationExtension.class)
class ColumnWidthsFxTest {

    /** A row of the table: immutable, as the memory tables' rows are. */
    private record Row(String text) {
    }

    private StackPane root;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        stage.setScene(new Scene(root, 900, 300));
        stage.show();
    }

    @Test
    void onlyNewRowsAreAskedForTheirTextAndTheColumnFollowsTheWidestRowShown(FxRobot robot) throws Exception {
        AtomicInteger asked = new AtomicInteger();
        Function<Row, String> text = r -> {
            asked.incrementAndGet();
            return r.text();
        };
        TableView<Row> table = new TableView<>();
        TableColumn<Row, String> column = new TableColumn<>("Location");
        column.setCellValueFactory(d -> new ReadOnlyStringWrapper(d.getValue().text()));
        table.getColumns().add(column);
        TableColumn<Row, String> other = new TableColumn<>("Other");
        table.getColumns().add(other);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            rows.add(new Row("o[" + i + "]"));
        }
        robot.interact(() -> {
            root.getChildren().setAll(table);
            table.getItems().setAll(rows);
            ColumnWidths.fit(table, List.of(text));
        });
        settle();
        double narrow = column.getMinWidth();
        assertTrue(asked.get() >= 1000, "every row measured once: " + asked.get());
        asked.set(0);

        Row wide = new Row("o[1000]_whose_text_is_one_long_word");
        List<Row> more = new ArrayList<>(rows);
        more.add(wide);
        robot.interact(() -> table.getItems().setAll(more));
        settle();
        assertEquals(1, asked.get(), "only the new row is asked for its text");
        assertTrue(column.getMinWidth() > narrow, "the wider row widens the column: " + column.getMinWidth());

        robot.interact(() -> table.getItems().setAll(rows));
        settle();
        assertEquals(1, asked.get(), "the rows shown before are not asked again");
        assertEquals(narrow, column.getMinWidth(), 0.01, "without the wide row the column is as narrow as before");
    }

    private static void settle() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.sleep(100, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
