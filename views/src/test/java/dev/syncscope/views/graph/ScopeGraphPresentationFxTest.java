package dev.syncscope.views.graph;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
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

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The scope graph of 64 invocations (16 subgroups of 4 in one workgroup) on a projector (presentation.css: 1.6 times
 * the text, {@code -ss-min-text: 16}) in the scope tab of a 1280×800 window (786 × 400 px) and of a 1024×768 one
 * (631 × 375 px), in English and Japanese: every label is shown, at 16 px or more (the rest of the window's text), and
 * none runs into another label or a node or leaves the pane. The 16 leaves' labels in full ("sg 12 · T48–T51") were
 * drawn at about 10 px at 1024×768 to fit four columns into the pane; they are drawn compact ("sg 12") instead.
 */
@ExtendWith(ApplicationExtension.class)
class ScopeGraphPresentationFxTest {

    private static final double MIN_TEXT = 16;

    private StackPane root;
    private ScopeGraphPane pane;

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

    /**
     * The scope graph of {@code n} invocations in one workgroup, {@code perSubgroup} to a subgroup, presenting in a
     * pane at most {@code width} × {@code height} in {@code language}; its description.
     */
    private GraphDescription show(FxRobot robot, String language, int n, int perSubgroup, double width,
                                  double height) {
        Messages text = Messages.forLocale(Locale.forLanguageTag(language));
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            agents.add(new Agent(i, "T" + i, i / perSubgroup, 0, 0));
        }
        GraphDescription g = ScopeGraphModel.describe(new Launch(agents, List.of(), Map.of(), List.of(), false), text);
        robot.interact(() -> {
            pane = new ScopeGraphPane(text);
            pane.setMaxSize(width, height);
            root.getScene().getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, true));
            root.getChildren().setAll(pane);
            if (language.equals("ja")) {
                pane.setTextFamily(UiFonts.familyFor(Locale.JAPANESE, Font.getFamilies()).orElse(""));
            }
            root.applyCss();
            root.layout();
            pane.show(g);
        });
        WaitForAsyncUtils.waitForFxEvents();
        return g;
    }

    @ParameterizedTest(name = "{0}, {1} × {2} px")
    @CsvSource(textBlock = """
            en, 786, 400
            en, 631, 375
            ja, 786, 400
            ja, 631, 375
            """)
    void sixtyFourInvocationsLabelsAreLegibleAndApart(String language, double width, double height, FxRobot robot)
            throws Exception {
        GraphDescription g = show(robot, language, 64, 4, width, height);
        assertEquals(width, pane.getWidth(), 0.5);
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(pane);
        assertEquals(16 + 3, DrawnGeometry.assertLabelsApart(drawn, 0, width),
                "every leaf's label shown, the workgroup's, the queue family's and the device's");
        DrawnGeometry.assertInside(drawn, width, height);
        DrawnGeometry.assertNodesApart(drawn);
        List<Double> sizes = WaitForAsyncUtils.asyncFx(() -> pane.drawnGraph().nodes()
                .filter(n -> ((GraphicNode) n).getStyle().getTextMode() != StyleConstants.TextMode.HIDDEN)
                .map(n -> ((GraphicNode) n).getStyle().getTextSize().value).toList()).get(5, TimeUnit.SECONDS);
        assertEquals(19, sizes.size());
        for (double size : sizes) {
            assertTrue(size >= MIN_TEXT, language + ", " + width + " px: a label drawn at " + size + " px");
        }
        // the invocations of a leaf drawn compact are in its tooltip
        String full = g.nodes().stream().filter(n -> n.id().equals("sg:12")).findFirst().orElseThrow().label();
        assertTrue(full.contains("T48") && full.contains("T51"), full);
        assertEquals(full, WaitForAsyncUtils.asyncFx(() -> pane.tipOf("sg:12")).get(5, TimeUnit.SECONDS));
    }

    /**
     * Two subgroups of two invocations in a pane as short as the scope tab beside the memory tab while presenting (170
     * px at 1280×800, 150 at 1024×768): "sg 0", under its node, ran into the node of sg 1, and the edges to the leaves
     * crossed their labels (the session-91 audit); the rows get the room instead, the tree scrolling.
     */
    @ParameterizedTest(name = "{0} × {1} px")
    @CsvSource(textBlock = """
            786, 170
            790, 173
            786, 180
            631, 150
            """)
    void twoSubgroupsInAShortPaneKeepTheirLabelsApart(double width, double height, FxRobot robot) throws Exception {
        show(robot, "en", 4, 2, width, height);
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(pane);
        assertEquals(4 + 2 + 3, DrawnGeometry.assertLabelsApart(drawn, 0, width),
                "every invocation's label shown, the subgroups', the workgroup's, the queue family's and the device's");
        DrawnGeometry.assertNodesApart(drawn);
        // the boxes drawn behind the labels too ({@link LabelBoxes#PAD_PX} around their ink): a box over the row below
        // cut its label (drawn at a larger size than the rows had room for)
        double pad = LabelBoxes.PAD_PX;
        for (DrawnGeometry.Drawn a : drawn) {
            for (DrawnGeometry.Drawn b : drawn) {
                if (a != b && a.label() != null && b.label() != null) {
                    javafx.geometry.Rectangle2D boxed = new javafx.geometry.Rectangle2D(a.label().getMinX() - pad,
                            a.label().getMinY() - pad, a.label().getWidth() + 2 * pad, a.label().getHeight() + 2 * pad);
                    assertTrue(!boxed.intersects(b.label()), a.id() + "'s box " + boxed + " over " + b.id());
                }
            }
        }
    }
}
