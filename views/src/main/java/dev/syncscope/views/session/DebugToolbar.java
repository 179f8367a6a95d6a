package dev.syncscope.views.session;

import dev.syncscope.views.i18n.Messages;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Separator;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;

/**
 * The debugger toolbar: step, step back, run, run to barrier, pause, reset, and the run speed. Each button's enabled state is bound
 * to the {@link SessionViewModel}; what a button does is given by the caller. FX thread only.
 */
public class DebugToolbar extends ToolBar {

    /** What the toolbar's buttons do. */
    public interface Commands {
        void step();

        void stepBack();

        void run();

        void runToBarrier();

        void pause();

        void reset();
    }

    public DebugToolbar(SessionViewModel model, Messages text, Commands commands) {
        setId("debugToolbar");
        getItems().addAll(
                button("stepButton", text.get("toolbar.step"), text.get("toolbar.step.tip"), commands::step, model.canStepProperty().not()),
                button("stepBackButton", text.get("toolbar.stepBack"), text.get("toolbar.stepBack.tip"), commands::stepBack,
                        model.canStepBackProperty().not()),
                new Separator(),
                button("runButton", text.get("toolbar.run"), text.get("toolbar.run.tip"), commands::run,
                        model.canRunProperty().not()),
                button("runToBarrierButton", text.get("toolbar.runToBarrier"), text.get("toolbar.runToBarrier.tip"),
                        commands::runToBarrier, model.canRunProperty().not()),
                button("pauseButton", text.get("toolbar.pause"), text.get("toolbar.pause.tip"), commands::pause, model.canPauseProperty().not()),
                button("resetButton", text.get("toolbar.reset"), text.get("toolbar.reset.tip"), commands::reset,
                        model.canResetProperty().not()),
                new Separator(),
                new Label(text.get("toolbar.speed")),
                speedSlider(model, text));
    }

    /** Steps per second of a run, on a log scale from 0.5 to 64; the far right means as fast as possible. */
    private static Slider speedSlider(SessionViewModel model, Messages text) {
        Slider slider = new Slider(-1, 7, Math.log(model.speedProperty().get()) / Math.log(2));
        slider.setId("speedSlider");
        slider.setPrefWidth(140);
        slider.setTooltip(new Tooltip(text.get("toolbar.speed.tip")));
        slider.valueProperty().addListener((obs, old, now) -> model.speedProperty().set(
                now.doubleValue() >= 6.95 ? Double.POSITIVE_INFINITY : Math.pow(2, now.doubleValue())));
        return slider;
    }

    private static Button button(String id, String text, String tip, Runnable action,
                                 javafx.beans.value.ObservableBooleanValue disabled) {
        Button button = new Button(text);
        button.setId(id);
        button.setTooltip(new Tooltip(tip));
        button.setOnAction(e -> action.run());
        button.disableProperty().bind(disabled);
        return button;
    }
}
