package dev.syncscope.views.outcome;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import dev.syncscope.views.theme.UiFonts;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.PathElement;
import javafx.scene.text.Font;
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
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An outcome's text is drawn in lines that break only between its entries, as drawn (audit 52 L7: the Japanese
 * window's Outcomes tab, {@code wave-values.hlsl --check-all --lang=ja}, broke {@code r[11]=5} after {@code r[11]} and
 * {@code r[22]=1} after {@code r}): every entry's characters lie on one line of the Text node, read from the shape
 * JavaFX draws the entry's range with, in English and Japanese, at the Outcomes tab's size at 1280×800 and presenting
 * at 1024×768.
 */
@ExtendWith(ApplicationExtension.class)
class OutcomeLinesFxTest {

    private StackPane root;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        stage.setScene(new Scene(root, 790, 230));
        stage.show();
    }

    @ParameterizedTest(name = "{0}, {1} px wide, presenting: {2}")
    @CsvSource(textBlock = """
            ja, 790, false
            en, 790, false
            ja, 630, true
            ja, 520, false
            """)
    void everyEntryIsOnOneLine(String lang, double width, boolean presenting, FxRobot robot) throws Exception {
        Program p = KernelLoader.load("wave-values.hlsl", Files.readString(
                Path.of("../core-sim/src/test/resources/kernels/hlsl/wave-values.hlsl"))).program();
        CheckResult r = new AxiomaticChecker().check(p);
        Locale locale = Locale.forLanguageTag(lang);
        Messages text = Messages.forLocale(locale);
        OutcomeViewModel model = new OutcomeViewModel(text);
        OutcomeView view = WaitForAsyncUtils.asyncFx(() -> new OutcomeView(model, text)).get(5, TimeUnit.SECONDS);
        robot.interact(() -> {
            root.getScene().getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, presenting));
            UiFonts.familyFor(locale, Font.getFamilies()).ifPresent(f -> root.setStyle(UiFonts.rootStyle(f)));
            // the view as wide as the tab, in the test's own stage (its size is left as the other tests expect it)
            view.setMaxWidth(width);
            root.getChildren().setAll(view);
            model.show(r);
        });
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        TableView<OutcomeRow> table = robot.lookup("#outcomes").queryAs(TableView.class);
        assertFalse(table.getItems().isEmpty(), "an outcome");
        List<Text> shown = robot.lookup("#outcomeText").queryAllAs(Text.class).stream()
                .filter(t -> !t.getText().isEmpty()).toList();
        assertFalse(shown.isEmpty(), "a row shown");
        for (Text t : shown) {
            WaitForAsyncUtils.asyncFx(() -> {
                String drawn = t.getText();
                TreeSet<Double> allLines = new TreeSet<>();
                int from = 0;
                for (String entry : OutcomeColumns.entries(table.getItems().get(0).text())) {
                    String word = entry.endsWith(",") ? entry.substring(0, entry.length() - 1) : entry;
                    if (word.contains(" ")) {
                        continue;
                    }
                    int start = drawn.indexOf(word, from);
                    assertTrue(start >= 0, word + " is not in the cell's text " + drawn);
                    from = start + word.length();
                    TreeSet<Double> lines = new TreeSet<>();
                    for (PathElement e : t.rangeShape(start, from)) {
                        if (e instanceof MoveTo m) {
                            lines.add(Math.rint(m.getY()));
                        }
                    }
                    assertTrue(lines.size() == 1, word + " is drawn across " + lines.size() + " lines " + lines
                            + " in " + drawn.replace("\n", "⏎"));
                    allLines.addAll(lines);
                }
                assertTrue(allLines.size() > 1, "the outcome wraps at " + width + " px: " + allLines);
                return null;
            }).get(5, TimeUnit.SECONDS);
        }
    }
}
