package dev.syncscope.views.timeline;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

@ExtendWith(ApplicationExtension.class)
class TimelineViewFxTest {

    private final List<Integer> seeks = new ArrayList<>();
    private TimelineViewModel model;

    @Start
    void start(Stage stage) {
        Messages text = Messages.forLocale(Locale.ENGLISH);
        model = new TimelineViewModel(text, seeks::add);
        stage.setScene(new Scene(new TimelineView(model, text), 500, 60));
        stage.show();
    }

    @Test
    void followsTheEngineMarksProblemsAndSeeksWhereTheSliderIsMoved(FxRobot robot) {
        robot.interact(() -> model.show(new Snapshot(2, 10, List.of(), List.of(), List.of(),
                List.of(new Diagnostic(Diagnostic.Kind.DATA_RACE, "race", List.of(0, 1), SourceSpan.UNKNOWN, 6)),
                List.of(), false)));
        Slider slider = robot.lookup("#timelineSlider").queryAs(Slider.class);
        assertEquals(10, slider.getMax());
        assertEquals(2, slider.getValue());
        assertEquals("Step 2 / 10", robot.lookup("#timelineLabel").queryAs(Label.class).getText());
        assertEquals(1, robot.lookup(".timeline-tick").queryAll().size());
        assertEquals(List.of(), seeks, "showing the engine's position requests nothing");
        robot.interact(() -> slider.setValue(7));
        assertEquals(List.of(7), seeks);
    }
}
