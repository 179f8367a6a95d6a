package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import javafx.scene.layout.StackPane;

import java.nio.file.Path;
import java.util.Locale;

/**
 * For the execution graph's FX tests: a kernel stepped on the test thread, and a new {@link ExecutionGraphPane} in the
 * light theme put under a root and shown its trace (both on the FX thread, inside {@code robot.interact}).
 */
final class ShownExecutionGraph {

    private ShownExecutionGraph() {
    }

    /** The kernel at {@code kernel} opened and stepped {@code steps} times. */
    static DebugSession stepped(Path kernel, int steps) {
        DebugSession s = DebugSession.open(kernel);
        for (int i = 0; i < steps; i++) {
            s.step();
        }
        return s;
    }

    /**
     * A new pane of {@code model}, in English, at most {@code maxHeight} high, laid out as {@code root}'s only child in
     * the light theme, presenting or not; nothing shown yet. FX thread.
     */
    static ExecutionGraphPane mount(StackPane root, ExecutionGraphViewModel model, boolean presenting,
                                    double maxHeight) {
        ExecutionGraphPane pane = new ExecutionGraphPane(model, Messages.forLocale(Locale.ENGLISH));
        if (maxHeight < Double.MAX_VALUE) {
            pane.setMaxHeight(maxHeight);
        }
        root.getScene().getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, presenting));
        root.getChildren().setAll(pane);
        root.applyCss();
        root.layout();
        return pane;
    }

    /** As {@link #mount(StackPane, ExecutionGraphViewModel, boolean, double)}, as high as the root lets it. */
    static ExecutionGraphPane mount(StackPane root, ExecutionGraphViewModel model, boolean presenting) {
        return mount(root, model, presenting, Double.MAX_VALUE);
    }

    /** {@code model} shows {@code s}'s trace and races. FX thread. */
    static void showTrace(ExecutionGraphViewModel model, DebugSession s) {
        model.showTrace(s.program().launch(), TraceWindow.of(s.program().launch(), s.trace()), s.races());
    }
}
