package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import dev.syncscope.views.theme.UiFonts;
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
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The memory-domain graph of 64 invocations (16 subgroups of 4 in one workgroup) after every invocation stored, in
 * the domain tab of a 1024×768 window (631 × 375 px) and of a 1280×800 one (786 × 400 px), in English and Japanese,
 * presenting (presentation.css: 1.6 times the text, {@code -ss-min-text: 16}) and not: every label is shown, none
 * runs into another label or a node, all lie inside the pane, and presenting none is below 16 px. The summary of
 * the other 15 subgroups ("sg 1–15 · visible to 1 of 60 · T63 wrote") reached so far right that the graph was drawn
 * smaller to hold it: at 1024×768 "device" ran into "qf 0" and "host" into "shader" (in Japanese into each other
 * outright), at 1280×800 the summary was cut at the pane's right edge; with the write available in one of the 15
 * ("sg 1–15 · available in 1 of 15 · …") every label was hidden at 1024×768. The summary is drawn compact ("sg
 * 1–15") where in full it crowds the graph, whole in its tooltip.
 */
@ExtendWith(ApplicationExtension.class)
class DomainGraphSixtyFourFxTest {

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

    @ParameterizedTest(name = "{0} after {1} steps, {2}, {3} × {4} px, presenting {5}")
    @CsvSource(textBlock = """
            sixty-four-invocations.comp,  80, en, 631, 375, true
            sixty-four-invocations.comp,  80, ja, 631, 375, true
            sixty-four-invocations.comp,  80, en, 786, 400, true
            sixty-four-invocations.comp,  80, ja, 786, 400, true
            sixty-four-invocations.comp,  80, en, 631, 375, false
            sixty-four-invocations.comp,  80, ja, 631, 375, false
            sixty-four-available.comp,   100, en, 631, 375, true
            sixty-four-available.comp,   100, ja, 631, 375, true
            sixty-four-available.comp,   100, en, 786, 400, true
            sixty-four-available.comp,   100, ja, 786, 400, true
            sixty-four-available.comp,   100, en, 786, 400, false
            """)
    void labelsRunIntoNothingAndStayInsideThePane(String kernel, int steps, String language, double width,
                                                   double height, boolean presenting, FxRobot robot) throws Exception {
        DebugSession s = DebugSession.open(Path.of("src/test/resources/domains", kernel));
        for (int i = 0; i < steps; i++) {
            s.step();
        }
        Locale locale = Locale.forLanguageTag(language);
        Messages text = Messages.forLocale(locale);
        DomainGraphViewModel model = new DomainGraphViewModel(text);
        robot.interact(() -> {
            pane = new DomainGraphPane(model, text);
            pane.setMaxSize(width, height);
            root.getScene().getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, presenting));
            root.getChildren().setAll(pane);
            if (language.equals("ja")) {
                pane.setTextFamily(UiFonts.familyFor(Locale.JAPANESE, Font.getFamilies()).orElse(""));
            }
            root.applyCss();
            root.layout();
            model.launchProperty().set(s.program().launch());
            model.writeProperty().set(DomainGraphPresentationFxTest.newest(s));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(width, pane.getWidth(), 0.5);
        assertEquals(height, pane.getHeight(), 0.5);
        GraphDescription g = WaitForAsyncUtils.asyncFx(() -> model.descriptionProperty().get()).get(5, TimeUnit.SECONDS);
        GraphDescription.Node summary = g.nodes().stream().filter(n -> n.id().equals("sgs:0")).findFirst().orElseThrow();
        assertTrue(summary.label().startsWith(summary.shortLabel() + " · ") && summary.label().contains("T"),
                summary.label());
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(pane);
        assertEquals(g.nodes().size(), DrawnGeometry.assertLabelsApart(drawn, -Double.MAX_VALUE, Double.MAX_VALUE),
                "every node's label shown");
        DrawnGeometry.assertInside(drawn, width, height);
        DrawnGeometry.assertNodesApart(drawn);
        if (presenting) {
            List<Double> sizes = WaitForAsyncUtils.asyncFx(() -> pane.drawnGraph().nodes()
                    .filter(n -> ((GraphicNode) n).getStyle().getTextMode() != StyleConstants.TextMode.HIDDEN)
                    .map(n -> ((GraphicNode) n).getStyle().getTextSize().value).toList()).get(5, TimeUnit.SECONDS);
            for (double size : sizes) {
                assertTrue(size >= MIN_TEXT, language + ", " + width + " px: a label drawn at " + size + " px");
            }
        }
        String drawnSummary = WaitForAsyncUtils.asyncFx(() -> (String) pane.graph().getNode("sgs:0")
                .getAttribute("ui.label")).get(5, TimeUnit.SECONDS);
        if (!drawnSummary.equals(summary.label())) {
            // drawn compact: whole in its tooltip
            assertEquals(summary.label(), WaitForAsyncUtils.asyncFx(() -> pane.tipOf("sgs:0")).get(5, TimeUnit.SECONDS));
        }
    }
}
