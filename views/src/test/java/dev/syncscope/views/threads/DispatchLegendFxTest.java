package dev.syncscope.views.threads;

import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Themes;
import javafx.scene.Scene;
import javafx.scene.control.Label;
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

/** The dispatch grid's colour key: one entry per state the grid colours, each its own colour (the session-84 audit). */
@ExtendWith(ApplicationExtension.class)
class DispatchLegendFxTest {

    private DispatchLegend legend;

    @Start
    void start(Stage stage) {
        legend = new DispatchLegend(Messages.forLocale(Locale.ENGLISH));
        Scene scene = new Scene(legend, 800, 40);
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
}
