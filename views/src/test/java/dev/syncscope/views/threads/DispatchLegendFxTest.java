package dev.syncscope.views.threads;

import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Themes;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The dispatch grid's colour key: one entry per state the grid colours, each its own colour (the session-84 audit). */
@ExtendWith(ApplicationExtension.class)
class DispatchLegendFxTest {

    private DispatchLegend legend;
    private Label title;
    private Scene scene;

    @Start
    void start(Stage stage) {
        legend = new DispatchLegend(Messages.forLocale(Locale.ENGLISH));
        // as MainWindow puts it: beside the pane's title, which takes the rest of the row
        title = new Label("Dispatch");
        title.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(title, Priority.ALWAYS);
        scene = new Scene(new HBox(title, legend), 300, 40);
        scene.getStylesheets().add(getClass().getResource(Themes.BASE).toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void eachStateHasItsNameAndItsOwnColour(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        List<String> names = WaitForAsyncUtils.asyncFx(() -> legend.getChildren().stream()
                .map(n -> ((Label) n).getText()).toList()).get();
        assertEquals(List.of("not started", "runnable", "waiting", "finished", "stopped", "deadlocked"), names);
        Set<Color> colours = new HashSet<>(WaitForAsyncUtils.asyncFx(() -> legend.getChildren().stream()
                .map(n -> (Color) ((Region) ((Label) n).getGraphic()).getBackground().getFills().get(0).getFill())
                .toList()).get());
        assertEquals(6, colours.size(), colours::toString);
    }

    /** Presenting hides the key, and its width goes to the title: a hidden node kept its place, and the title was "...". */
    @Test
    void presentingHidesTheKeyAndTheTitleTakesItsWidth(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        double shown = WaitForAsyncUtils.asyncFx(() -> title.getWidth()).get();
        assertTrue(shown < title.prefWidth(-1), "the key takes the narrow row's width while not presenting: " + shown);
        robot.interact(() -> scene.getStylesheets().add(getClass().getResource(Themes.PRESENTATION).toExternalForm()));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(WaitForAsyncUtils.asyncFx(() -> legend.isVisible()).get());
        double presenting = WaitForAsyncUtils.asyncFx(() -> title.getWidth()).get();
        assertEquals(300, presenting, 0.5, "the title takes the whole row");
    }
}
