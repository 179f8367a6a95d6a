package dev.syncscope.views.session;

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

    public DebugToolbar(SessionViewModel model, Commands commands) {
        setId("debugToolbar");
        getItems().addAll(
                button("stepButton", "Step", "Step one invocation (F10)", commands::step, model.canStepProperty().not()),
                button("stepBackButton", "Step back", "Undo the last step (Shift+F10)", commands::stepBack,
                        model.canStepBackProperty().not()),
                new Separator(),
                button("runButton", "Run", "Run until a breakpoint or a problem (F5)", commands::run,
                        model.canRunProperty().not()),
                button("pauseButton", "Pause", "Pause the run", commands::pause, model.canPauseProperty().not()),
                button("resetButton", "Reset", "Back to the start of the launch", commands::reset,
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
