package dev.syncscope.views.session;

import dev.syncscope.views.i18n.Messages;
import javafx.scene.control.Button;
import javafx.scene.control.Separator;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;

/**
 * The debugger toolbar: step, step back, run, pause, reset. Each button's enabled state is bound
 * to the {@link SessionViewModel}; what a button does is given by the caller. FX thread only.
 */
public class DebugToolbar extends ToolBar {

    /** What the toolbar's buttons do. */
    public interface Commands {
        void step();

        void stepBack();

        void run();

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
                button("pauseButton", text.get("toolbar.pause"), text.get("toolbar.pause.tip"), commands::pause, model.canPauseProperty().not()),
                button("resetButton", text.get("toolbar.reset"), text.get("toolbar.reset.tip"), commands::reset,
                        model.canResetProperty().not()));
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
