package dev.syncscope.views.timeline;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.i18n.Messages;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Slider;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.robot.Motion;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The timeline of a 1,024-invocation kernel whose every invocation stores to one element (VK MM: Data Race), 8,156
 * diagnostics at 1,023 positions: frame after frame it words none of them and draws a bar per 3 pixels, not one per
 * tick; hovering a bar words its first sentences, once, and its tooltip says its steps and those sentences;
 * clicking it goes to its first step.
 */
@ExtendWith(ApplicationExtension.class)
class TimelineWordsHoveredTicksFxTest {

    private static final int WIDTH = 500;
    private final List<Integer> seeks = new ArrayList<>();
    private TimelineViewModel model;
    private TimelineView view;

    @Start
    void start(Stage stage) {
        Messages text = Messages.forLocale(Locale.ENGLISH);
        model = new TimelineViewModel(text, seeks::add);
        view = new TimelineView(model, text);
        stage.setScene(new Scene(view, WIDTH, 60));
        stage.show();
    }

    @Test
    void framesWordNothingAndAHoveredBarWordsItsFirstSentences(FxRobot robot) throws Exception {
        DebugSession s = DebugSession.load(KernelLoader.load("one.comp", TimelineLargeRunTest.ONE_ELEMENT).program());
        for (int frame = 0; frame < 4; frame++) {
            s.runUntil(StopCondition.NEVER, 300);
            Snapshot now = s.snapshot();
            robot.interact(() -> model.show(now));
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(model.ticks().size() > 900, "ticks: " + model.ticks().size());
        List<Node> bars = new ArrayList<>(robot.lookup(".timeline-tick").queryAll());
        assertTrue(bars.size() <= WIDTH / TickLayer.TICK_WIDTH,
                bars.size() + " bars for " + model.ticks().size() + " ticks");
        assertTrue(bars.size() > WIDTH / TickLayer.TICK_WIDTH / 2, "the track is marked along: " + bars.size());
        assertEquals(0, model.sentencesWorded(), "sentences worded by four frames");

        Node bar = bars.get(bars.size() / 2);
        // from the label along above the marks, then straight down onto the bar, entering no other
        robot.moveTo("#timelineLabel");
        long before = model.sentencesWorded();
        robot.moveTo(bar, Pos.CENTER, new Point2D(0, -12), Motion.DIRECT).moveTo(bar, Motion.DIRECT);
        WaitForAsyncUtils.waitForFxEvents();
        TickLayer layer = (TickLayer) bar.getParent();
        String said = WaitForAsyncUtils.asyncFx(() -> layer.tooltip().getText()).get(30, TimeUnit.SECONDS);
        Matcher step = Pattern.compile("^Step ([0-9,]+) / ([0-9,]+)\n").matcher(said);
        assertTrue(step.find(), said);
        assertEquals(s.traceSize(), Integer.parseInt(step.group(2).replace(",", "")), said);
        assertTrue(said.contains("race"), said);
        long worded = model.sentencesWorded();
        assertTrue(worded > before && worded - before <= Tick.SENTENCES_SAID,
                (worded - before) + " sentences worded for one bar");

        robot.interact(() -> model.show(s.snapshot()));
        robot.moveTo(bar, Pos.CENTER, new Point2D(0, -20), Motion.DIRECT).moveTo(bar, Motion.DIRECT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(worded, model.sentencesWorded(), "a frame and the bar hovered again word nothing more");

        int first = Integer.parseInt(step.group(1).replace(",", ""));
        robot.clickOn(bar);
        assertEquals(first, robot.lookup("#timelineSlider").queryAs(Slider.class).getValue(), 0.5);
        assertEquals(first, seeks.get(seeks.size() - 1));
    }
}
