package dev.syncscope.views.graph;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import dev.syncscope.views.theme.UiFonts;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Font;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
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
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Classroom launches in the Scope instances and Memory domains panes of a 1280×800 window and of a 1024×768 window
 * presenting (audit 52 F7: 2 workgroups of 8 invocations at subgroup size 4 drew T0…T15 on top of each other in the
 * scope graph, and the domain tree half hid {@code T3·r} under its neighbours): with 16, 32 and 64 invocations, in
 * English and Japanese, no two nodes overlap, no label runs into another label or a node, every label is shown, and
 * all of it is inside the pane; in the window's own size the box drawn behind a label ({@link LabelBoxes#PAD_PX} around
 * its ink) reaches at most a pixel into the label of the next row of its column (presenting, side labels are drawn as
 * large as their rows hold, their boxes may graze the next row's ink by a pixel or two).
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomLaunchGraphsFxTest {

    private StackPane root;
    private GraphPane pane;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        stage.setScene(new Scene(root, 788, 375));
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }

    /** The audit's kernel (subgroup size 4) as {@code workgroups} workgroups of {@code local} invocations. */
    private static Launch launch(int workgroups, int local) throws Exception {
        String text = Files.readString(Path.of("src/test/resources/audit52/subgroup-values-16.comp"))
                .replace("@dispatch 2", "@dispatch " + workgroups)
                .replace("@length r = 128", "@length r = " + 8 * workgroups * local)
                .replace("local_size_x = 8", "local_size_x = " + local);
        return KernelLoader.load("subgroup-values.comp", text).program().launch();
    }

    @ParameterizedTest(name = "{0} × {1} invocations, {2}, presenting {3}, {4} × {5}: scope graph {6}")
    @CsvSource(textBlock = """
            2, 8,  en, false, 788, 242, true
            2, 8,  ja, false, 788, 242, true
            1, 32, en, false, 788, 242, true
            1, 64, en, false, 788, 242, true
            1, 64, ja, false, 788, 242, true
            2, 8,  en, true,  631, 240, true
            2, 8,  ja, true,  631, 240, true
            1, 64, en, true,  631, 375, true
            2, 8,  en, false, 788, 240, false
            2, 8,  ja, false, 788, 240, false
            1, 32, ja, false, 788, 240, false
            1, 64, en, false, 788, 240, false
            2, 8,  ja, true,  631, 240, false
            1, 64, en, true,  631, 240, false
            """)
    void leavesAndTheirLabelsStandApart(int workgroups, int local, String language, boolean presenting, double width,
                                        double height, boolean scopes, FxRobot robot) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Messages text = Messages.forLocale(locale);
        Launch launch = launch(workgroups, local);
        robot.interact(() -> {
            DomainGraphViewModel model = new DomainGraphViewModel(text);
            pane = scopes ? new GraphPane("scopes", GraphStyles.SCOPES, text) : new DomainGraphPane(model, text);
            pane.setMaxSize(width, height);
            root.getScene().getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, presenting));
            root.getChildren().setAll(pane);
            if (locale.getLanguage().equals("ja")) {
                pane.setTextFamily(UiFonts.familyFor(Locale.JAPANESE, Font.getFamilies()).orElse(""));
            }
            root.applyCss();
            root.layout();
            if (scopes) {
                pane.show(ScopeGraphModel.describe(launch, text));
            } else {
                model.launchProperty().set(launch);
            }
        });
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(pane);
        assertEquals(width, pane.getWidth(), 1);
        assertFalse(pane.sideLabelsHidden(), "labels hidden");
        DrawnGeometry.assertNodesApart(drawn);
        DrawnGeometry.assertLabelsApart(drawn, 0, pane.getWidth());
        long labelled = WaitForAsyncUtils.asyncFx(() -> pane.graph().nodes()
                .filter(n -> n.getLabel("ui.label") != null && !n.getLabel("ui.label").toString().isEmpty()).count())
                .get(5, TimeUnit.SECONDS);
        assertEquals(labelled, drawn.stream().filter(d -> d.label() != null).count(), "every label shown");
        for (DrawnGeometry.Drawn d : drawn) {
            if (d.label() == null || presenting) {
                continue;
            }
            // the box's edge may graze the next row's ink by a pixel (its background is translucent)
            double pad = LabelBoxes.PAD_PX - 1;
            Rectangle2D boxed = new Rectangle2D(d.label().getMinX() - pad, d.label().getMinY() - pad,
                    d.label().getWidth() + 2 * pad, d.label().getHeight() + 2 * pad);
            for (DrawnGeometry.Drawn other : drawn) {
                if (other != d && other.label() != null && Math.abs(other.x() - d.x()) < 1
                        && boxed.intersects(other.label())) {
                    throw new AssertionError("the box of " + d.id() + "'s label " + boxed + " covers the label of "
                            + other.id() + " " + other.label());
                }
            }
        }
        DrawnGeometry.assertInside(drawn, pane.getWidth(), pane.getHeight());
    }
}
