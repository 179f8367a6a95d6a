package dev.syncscope.views.memory;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import dev.syncscope.views.theme.UiFonts;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.layout.StackPane;
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

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The memory tab of a 1024×768 window (about 1022 px wide, 200 high), normal and presentation mode, English and
 * Japanese, on a workgroup reduction's shared array: no column title of the allocation table or the write history is
 * cut ("Newest v…") or split inside a word ("Write r"), and no cell's text is cut inside a word ("partial@…"): a cell
 * shows its whole text, or whole words and "…".
 */
@ExtendWith(ApplicationExtension.class)
class MemoryColumnsAt1024FxTest {

    /** A reduction over one workgroup of 64, as docs/examples/reduction-1024.comp over four of 256. */
    private static final String REDUCTION = """
            #version 450
            layout(local_size_x = 64) in;
            layout(binding = 0) buffer Out { uint sums[]; };
            shared uint partial[64];
            void main() {
                uint i = gl_LocalInvocationID.x;
                partial[i] = i + 1;
                barrier();
                if (i == 0) {
                    sums[0] = partial[0] + partial[1];
                }
            }
            """;

    private StackPane root;
    private Scene scene;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        scene = new Scene(root, 1022, 200);
        stage.setScene(scene);
        stage.show();
    }

    @ParameterizedTest
    @CsvSource({"en, false", "en, true", "ja, false", "ja, true"})
    void noTitleOrCellIsCutOrSplitInsideAWord(String language, boolean presenting, FxRobot robot) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Messages text = Messages.forLocale(locale);
        MemoryInspectorViewModel model = new MemoryInspectorViewModel(text);
        DebugSession s = DebugSession.load(KernelLoader.load("reduction.comp", REDUCTION).program());
        s.step(0);
        robot.interact(() -> {
            scene.getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, presenting));
            root.setStyle(language.equals("ja")
                    ? UiFonts.rootStyle(UiFonts.familyFor(locale, Font.getFamilies()).orElse("System")) : "");
            root.getChildren().setAll(new MemoryInspectorView(model, text));
            model.show(s.program().launch(), s.snapshot());
            LocationRow written = model.tables().stream().flatMap(t -> t.rows().stream())
                    .filter(r -> r.location().endsWith("[0]") && !r.undefined()).findFirst().orElseThrow();
            model.selectLocation(written);
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> wrong = WaitForAsyncUtils.asyncFx(() -> problems(root.lookup("#memoryInspector")))
                .get(30, TimeUnit.SECONDS);
        assertTrue(wrong.isEmpty(), language + (presenting ? " presenting" : "") + ": " + wrong);
    }

    /** What is cut or split in the memory inspector's tables; empty when every title and cell reads whole. */
    private static List<String> problems(Node inspector) {
        List<String> out = new ArrayList<>();
        int titles = 0;
        for (Node header : inspector.lookupAll(".column-header")) {
            Bounds box = header.localToScene(header.getLayoutBounds());
            for (Text t : texts(header)) {
                if (t.getText() == null || t.getText().isBlank() || !t.isVisible()) {
                    continue;
                }
                titles++;
                Bounds b = t.localToScene(t.getBoundsInLocal());
                if (t.getText().contains("…") || t.getText().contains("...")) {
                    out.add("title \"" + t.getText() + "\" cut");
                } else if (b.getMinX() < box.getMinX() - 0.5 || b.getMaxX() > box.getMaxX() + 0.5
                        || b.getMinY() < box.getMinY() - 0.5 || b.getMaxY() > box.getMaxY() + 0.5) {
                    out.add("title \"" + t.getText() + "\" " + b + " outside its header " + box);
                }
            }
        }
        for (Node n : inspector.lookupAll(".column-title")) {
            ColumnTitle title = (ColumnTitle) n;
            if (title.getWidth() < title.widestWord() - 0.5) {
                out.add("title \"" + title.getText() + "\" breaks a word: " + title.getWidth() + " px for "
                        + title.widestWord());
            }
        }
        int cells = 0;
        for (Node n : inspector.lookupAll(".table-cell")) {
            if (!(n instanceof TableCell<?, ?> cell) || cell.isEmpty() || cell.getText() == null
                    || cell.getText().isEmpty()) {
                continue;
            }
            cells++;
            String whole = cell.getText();
            String shown = texts(cell).stream().map(Text::getText).findFirst().orElse("");
            if (!shown.equals(whole) && !wholeWordsAndEllipsis(shown, whole)) {
                out.add("cell \"" + whole + "\" shown as \"" + shown + "\"");
            }
        }
        if (titles < 11 || cells < 8) {
            out.add("only " + titles + " titles and " + cells + " cells shown");
        }
        return out;
    }

    /** Whether {@code shown} is {@code whole}'s first words and "…" (a cut at a word, the rest in the tooltip). */
    private static boolean wholeWordsAndEllipsis(String shown, String whole) {
        if (!shown.endsWith("…")) {
            return false;
        }
        String kept = shown.substring(0, shown.length() - 1).stripTrailing();
        return !kept.isEmpty() && whole.startsWith(kept)
                && (whole.length() == kept.length() || Character.isWhitespace(whole.charAt(kept.length()))
                || kept.endsWith(","));
    }

    /** The texts drawn in {@code node} and its descendants. */
    private static List<Text> texts(Node node) {
        List<Text> out = new ArrayList<>();
        if (node instanceof Text t) {
            out.add(t);
        } else if (node instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> out.addAll(texts(c)));
        }
        return out;
    }
}
