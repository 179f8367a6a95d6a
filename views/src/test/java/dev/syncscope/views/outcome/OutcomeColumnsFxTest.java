package dev.syncscope.views.outcome;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
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

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The outcomes table in presentation mode in a pane as small as the Outcomes tab at 1024×768 (the QA audit): the
 * outcome column gets the room first (it was the narrowest, its title "Outco…", while the share column took 160 px
 * for a 120 px bar), the executions, share and race columns are as wide as their titles and values, an outcome's text
 * wraps only between its entries (lookback-scan's {@code T0:param=214748365} / {@code 1} was split inside the number),
 * and the first row is whole in view below the summary (the summary took most of the pane).
 */
@ExtendWith(ApplicationExtension.class)
class OutcomeColumnsFxTest {

    private StackPane root;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        stage.setScene(new Scene(root, 630, 400));
        stage.show();
    }

    @ParameterizedTest(name = "{0}, presenting: {1}")
    @CsvSource(textBlock = """
            reduction-missing-barrier.comp, true
            lookback-scan.comp,             true
            lookback-scan.comp,             false
            """)
    void theOutcomeGetsTheRoomAndWrapsOnlyBetweenEntries(String kernel, boolean presenting, FxRobot robot)
            throws Exception {
        Program p = KernelLoader.load(kernel, Files.readString(Path.of("../sample-kernels/kernels", kernel))).program();
        CheckResult r = new AxiomaticChecker().check(p);
        Messages text = Messages.forLocale(Locale.ENGLISH);
        OutcomeViewModel model = new OutcomeViewModel(text);
        OutcomeView view = WaitForAsyncUtils.asyncFx(() -> new OutcomeView(model, text)).get(5, TimeUnit.SECONDS);
        robot.interact(() -> {
            root.getScene().getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, presenting));
            root.getChildren().setAll(view);
            model.show(r);
        });
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        TableView<OutcomeRow> table = robot.lookup("#outcomes").queryAs(TableView.class);
        Label summary = robot.lookup("#outcomeSummary").queryAs(Label.class);
        WaitForAsyncUtils.asyncFx(() -> {
            List<TableColumn<OutcomeRow, ?>> c = table.getColumns();
            OutcomeColumns.Widths w = OutcomeColumns.widths(table.getItems(), text,
                    s -> OutcomeColumns.width(s, summary.getFont()), view.barPx());
            assertTrue(view.barPx() < 120 && view.barPx() >= 40, "a bar of " + view.barPx() + " px in a narrow table");
            double others = 0;
            for (int i = 1; i < c.size(); i++) {
                double content = i == 1 ? w.count() : i == 2 ? w.share() : w.race();
                assertTrue(Math.abs(c.get(i).getWidth() - content) < 1, c.get(i).getText() + " is "
                        + c.get(i).getWidth() + " px wide for " + content + " px of content");
                others += c.get(i).getWidth();
                assertTrue(c.get(0).getWidth() > c.get(i).getWidth(), "the outcome column is narrower than "
                        + c.get(i).getText());
            }
            assertTrue(c.get(0).getWidth() >= Math.min(w.outcomeMin(), table.getWidth() - others - 20),
                    "the outcome column " + c.get(0).getWidth() + " px beside " + others + " px in "
                    + table.getWidth());
            assertTrue(c.get(0).getWidth() >= w.outcomeMin() - 1, "narrower than its widest entry");
            return null;
        }).get(5, TimeUnit.SECONDS);
        List<Text> shown = robot.lookup("#outcomeText").queryAllAs(Text.class).stream()
                .filter(t -> !t.getText().isEmpty()).toList();
        assertFalse(shown.isEmpty(), "a row shown");
        for (Text t : shown) {
            WaitForAsyncUtils.asyncFx(() -> {
                // measured here, not by the code under test: each "name=value" entry fits its line whole, and the
                // lines the cell draws fit its column less its margin
                double line = ((TableCell<?, ?>) t.getParent()).getTableColumn().getWidth() - OutcomeColumns.WRAP_PX;
                for (String entry : t.getText().split(",[ \n]")) {
                    Text alone = new Text(entry + ",");
                    alone.setFont(t.getFont());
                    double px = alone.getLayoutBounds().getWidth();
                    assertTrue(px <= line, entry + " (" + px + " px) is wider than its line " + line
                            + " px: it would be split");
                }
                assertTrue(t.getLayoutBounds().getWidth() <= line + 1, t.getText() + " is wider than " + line);
                return null;
            }).get(5, TimeUnit.SECONDS);
        }
        Text first = shown.get(0);
        WaitForAsyncUtils.asyncFx(() -> {
            TableCell<?, ?> cell = (TableCell<?, ?>) first.getParent();
            Bounds row = cell.localToScene(cell.getLayoutBounds());
            Bounds shownTable = table.localToScene(table.getLayoutBounds());
            assertTrue(first.getLayoutBounds().getHeight() <= cell.getHeight(), first.getText() + ": "
                    + first.getLayoutBounds().getHeight() + " px of text in a " + cell.getHeight() + " px cell");
            // its top in view, and all of it or, where it is taller than the half of the table, that half
            double seen = Math.min(row.getMaxY(), shownTable.getMaxY()) - row.getMinY();
            assertTrue(row.getMinY() >= shownTable.getMinY()
                    && seen >= Math.min(row.getHeight(), shownTable.getHeight() / 2) - 1,
                    "the first row " + row + " is not in view in the table " + shownTable);
            return null;
        }).get(5, TimeUnit.SECONDS);
    }
}
