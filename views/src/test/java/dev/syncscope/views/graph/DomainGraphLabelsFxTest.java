package dev.syncscope.views.graph;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import dev.syncscope.views.theme.UiFonts;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Font;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The memory-domain graph's labels, as drawn, run into no other label and no node (their own included) and stay in
 * the pane, for the reduction kernel at 64, 256 and 1,024 invocations, in presentation mode and not, in English and
 * in Japanese: "device" and "shader" ran together under their nodes ("deviceshader"), and so did "デバイスシェーダー".
 */
@ExtendWith(ApplicationExtension.class)
class DomainGraphLabelsFxTest {

    private StackPane root;
    private DomainGraphPane pane;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        stage.setScene(new Scene(root, 786, 310));
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }

    /** docs/examples/reduction-1024.comp with {@code invocations} in workgroups of at most 256. */
    private static Launch reduction(int invocations) throws Exception {
        String text = Files.readString(Path.of("../docs/examples/reduction-1024.comp"));
        int local = Math.min(256, invocations);
        text = text.replace("@dispatch 4", "@dispatch " + invocations / local)
                .replace("@length inputs = 1024", "@length inputs = " + invocations)
                .replace("@length sums = 4", "@length sums = " + invocations / local)
                .replace("local_size_x = 256", "local_size_x = " + local)
                .replace("partial[256]", "partial[" + local + "]");
        return KernelLoader.load("reduction-" + invocations + ".comp", text).program().launch();
    }

    @ParameterizedTest(name = "{0} invocations, {1}, presentation {2}")
    @CsvSource(textBlock = """
            64,   en, true
            64,   ja, true
            256,  en, true
            256,  ja, true
            1024, en, true
            1024, ja, true
            64,   en, false
            1024, ja, false
            """)
    void labelsRunIntoNothing(int invocations, String language, boolean presentation, FxRobot robot)
            throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Messages text = Messages.forLocale(locale);
        Launch launch = reduction(invocations);
        double height = presentation ? 310 : 210;
        robot.interact(() -> {
            DomainGraphViewModel model = new DomainGraphViewModel(text);
            pane = new DomainGraphPane(model, text);
            // the pane as high as in the window (the window itself keeps its size for the tests after this one)
            pane.setMaxHeight(height);
            root.getScene().getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, presentation));
            root.getChildren().setAll(pane);
            if (locale.getLanguage().equals("ja")) {
                pane.setTextFamily(UiFonts.familyFor(Locale.JAPANESE, Font.getFamilies()).orElse(""));
            }
            root.applyCss();
            root.layout();
            model.launchProperty().set(launch);
        });
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(pane);
        int shown = DrawnGeometry.assertLabelsApart(drawn, 0, pane.getWidth());
        assertTrue(shown >= 6, "the domains' labels at least: " + shown);
        DrawnGeometry.assertInside(drawn, pane.getWidth(), pane.getHeight());
    }
}
