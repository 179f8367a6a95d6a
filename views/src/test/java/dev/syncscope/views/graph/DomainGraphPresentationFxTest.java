package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LocationView;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import dev.syncscope.views.theme.UiFonts;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Font;
import javafx.stage.Stage;
import org.graphstream.ui.graphicGraph.GraphicNode;
import org.graphstream.ui.graphicGraph.stylesheet.StyleConstants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The memory-domain graph on a projector (presentation.css: 1.6 times the text, {@code -ss-min-text: 16}) as wide as
 * the window's graph tabs at 1280×800 (786 px) and 1024×768 (631 px), in English and Japanese, as high as it asks
 * for ({@link DomainGraphPane#legibleHeightProperty()}, which the presentation layout gives it while explaining): its
 * labels run into no other label and no node, lie across no edge but their node's own, and are drawn at 16 px or
 * more. The teacher audit found the leaves' labels touching (relaxed, 1280×800), 6 px high in Japanese, "WG 0" printed
 * over "WG 1" and the subgroups' labels stacked (mp3transitive, Japanese, 1024×768), "sg 0" across an edge. With a
 * Japanese font (IPA Gothic, 19.5 px high labels) "sg 0" ran into "sg 1" at 631 px: the graph was fitted below the fit
 * button and lost the room its rows needed, and the height it asked for left the button's strip out; the same happens
 * without a Japanese font at 600 px, and in English in other fonts than the window's (the rows naming a family).
 */
@ExtendWith(ApplicationExtension.class)
class DomainGraphPresentationFxTest {

    private static final double MIN_TEXT = 16;

    private StackPane root;
    private DomainGraphPane pane;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        stage.setScene(new Scene(root, 786, 400));
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }

    /** The newest write of the session's snapshot (write ids are step indices); DomainGraphSixtyFourFxTest's too. */
    static WriteView newest(DebugSession s) {
        return s.snapshot().locations().stream().map(LocationView::writes).flatMap(List::stream)
                .filter(w -> w.id() >= 0).max(Comparator.comparingInt(WriteView::id)).orElseThrow();
    }

    @ParameterizedTest(name = "{0} after {1} steps, {2}, {3} px wide, in {4}")
    @CsvSource(textBlock = """
            ../docs/examples/relaxed-flag.test,                                                  4, en, 786,
            ../docs/examples/relaxed-flag.test,                                                  4, ja, 786,
            ../docs/examples/relaxed-flag.test,                                                  4, en, 631,
            ../docs/examples/relaxed-flag.test,                                                  4, ja, 631,
            ../core-sim/src/test/resources/litmus/dat3m-vulkan/Data-Race/mp3transitive-filter.litmus, 6, ja, 631,
            ../core-sim/src/test/resources/litmus/dat3m-vulkan/Data-Race/mp3transitive-filter.litmus, 6, en, 786,
            ../core-sim/src/test/resources/litmus/dat3m-vulkan/Data-Race/mp3transitive-filter.litmus, 6, ja, 600,
            ../core-sim/src/test/resources/litmus/dat3m-vulkan/Data-Race/mp3transitive-filter.litmus, 6, en, 580, DejaVu Serif
            ../core-sim/src/test/resources/litmus/dat3m-vulkan/Data-Race/mp3transitive-filter.litmus, 6, en, 600, DejaVu Sans Mono
            """)
    void labelsAreLegibleAndRunIntoNothing(String file, int steps, String language, double width, String family,
                                           FxRobot robot) throws Exception {
        DebugSession s = DebugSession.open(Path.of(file));
        for (int i = 0; i < steps; i++) {
            s.step();
        }
        Locale locale = Locale.forLanguageTag(language);
        Messages text = Messages.forLocale(locale);
        DomainGraphViewModel model = new DomainGraphViewModel(text);
        robot.interact(() -> {
            pane = new DomainGraphPane(model, text);
            pane.setMaxWidth(width);
            root.getScene().getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, true));
            root.getChildren().setAll(pane);
            if (family != null) {
                pane.setTextFamily(family);
            } else if (language.equals("ja")) {
                pane.setTextFamily(UiFonts.familyFor(Locale.JAPANESE, Font.getFamilies()).orElse(""));
            }
            // as high as the graph tabs left it under the explanation before (about 130 px at 1280x800)
            pane.setMaxHeight(130);
            root.applyCss();
            root.layout();
            model.launchProperty().set(s.program().launch());
            model.writeProperty().set(newest(s));
        });
        WaitForAsyncUtils.waitForFxEvents();
        // given the height it asks for, as the presentation layout does each time that changes
        double legible = 0;
        for (int round = 0; round < 4; round++) {
            double asked = WaitForAsyncUtils.asyncFx(() -> pane.legibleHeightProperty().get()).get(5, TimeUnit.SECONDS);
            if (asked == legible) {
                break;
            }
            legible = asked;
            robot.interact(() -> {
                pane.setMaxHeight(asked);
                root.layout();
            });
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertTrue(legible > 0 && legible <= 300, file + ": asks for " + legible + " px");
        double settled = WaitForAsyncUtils.asyncFx(() -> pane.legibleHeightProperty().get()).get(5, TimeUnit.SECONDS);
        assertTrue(settled == legible, file + ": given the " + legible + " px it asked for, asks for " + settled);
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(pane);
        int shown = DrawnGeometry.assertLabelsApart(drawn, 0, pane.getWidth());
        DrawnGeometry.assertInside(drawn, pane.getWidth(), pane.getHeight());
        int labels = WaitForAsyncUtils.asyncFx(() -> (int) pane.drawnGraph().nodes()
                .map(n -> ((GraphicNode) n).getLabel()).filter(l -> l != null && !l.isEmpty()).count()).get(5, TimeUnit.SECONDS);
        assertTrue(shown == labels, file + ": " + shown + " of " + labels + " labels shown");
        List<Double> sizes = WaitForAsyncUtils.asyncFx(() -> pane.drawnGraph().nodes()
                .filter(n -> ((GraphicNode) n).getStyle().getTextMode() != StyleConstants.TextMode.HIDDEN)
                .map(n -> ((GraphicNode) n).getStyle().getTextSize().value).toList()).get(5, TimeUnit.SECONDS);
        for (double size : sizes) {
            assertTrue(size >= MIN_TEXT, file + ", " + language + ": a label drawn at " + size + " px");
        }
        assertNoLabelAcrossAnEdge(drawn, pane.graph());
    }

    /** Asserts that no label lies across an edge between two other nodes (its centres' segment, as drawn). */
    private static void assertNoLabelAcrossAnEdge(List<DrawnGeometry.Drawn> drawn, org.graphstream.graph.Graph graph)
            throws Exception {
        Map<String, DrawnGeometry.Drawn> byId = drawn.stream()
                .collect(Collectors.toMap(DrawnGeometry.Drawn::id, Function.identity()));
        List<String[]> edges = WaitForAsyncUtils.asyncFx(() -> graph.edges()
                .map(e -> new String[] {e.getSourceNode().getId(), e.getTargetNode().getId()}).toList())
                .get(5, TimeUnit.SECONDS);
        for (DrawnGeometry.Drawn d : drawn) {
            Rectangle2D l = d.label();
            if (l == null) {
                continue;
            }
            for (String[] e : edges) {
                if (e[0].equals(d.id()) || e[1].equals(d.id())) {
                    continue;
                }
                DrawnGeometry.Drawn a = byId.get(e[0]);
                DrawnGeometry.Drawn b = byId.get(e[1]);
                assertTrue(!LabelEdges.meets(a.x(), a.y(), b.x(), b.y(), l.getMinX() + 1, l.getMinY() + 1,
                        l.getMaxX() - 1, l.getMaxY() - 1), "label of " + d.id() + " " + l + " lies across the edge "
                        + e[0] + " > " + e[1]);
            }
        }
    }
}
