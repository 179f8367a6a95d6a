package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** WALKTHROUGH.md §2 in the panel: the stale read and its explanation. */
@ExtendWith(ApplicationExtension.class)
class ExplanationViewFxTest {

    private ExplanationViewModel model;

    @Start
    void start(Stage stage) {
        Messages text = Messages.forLocale(Locale.ENGLISH);
        model = new ExplanationViewModel(text);
        stage.setScene(new Scene((javafx.scene.Parent) new ExplanationView(model, text).pane(), 500, 400));
        stage.show();
    }

    @Test
    void staleRacyReadShowsMarkedHeadlineAndTheFix(FxRobot robot) {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        var context = new ExplanationContext(s.program().launch(), s.trace(), s.races());
        var ex = s.explainRead(3);
        robot.interact(() -> model.show(ex, context));
        WaitForAsyncUtils.waitForFxEvents();
        Label headline = robot.lookup("#explainHeadline").queryAs(Label.class);
        assertTrue(headline.getStyleClass().containsAll(java.util.List.of("stale", "racy")), headline.getStyleClass().toString());
        Label fix = robot.lookup(".explain-fix").queryAs(Label.class);
        assertTrue(fix.getText().startsWith("Make line 5 a release and line 8 an acquire"), fix.getText());
    }

    /**
     * In a pane lower than the explanation the fix keeps its whole height below the text, which scrolls: in a 140 px
     * window it was cut to one elided line, with no way to scroll to the rest (the review of session 86).
     */
    @Test
    void inALowPaneTheFixIsWholeAndTheTextScrolls(FxRobot robot) throws Exception {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        var context = new ExplanationContext(s.program().launch(), s.trace(), s.races());
        Messages text = Messages.forLocale(Locale.ENGLISH);
        ExplanationViewModel low = new ExplanationViewModel(text);
        // a stage of its own: the shared one, resized, squeezed the views of the test classes run after this one
        Stage small = WaitForAsyncUtils.asyncFx(() -> {
            Stage st = new Stage();
            st.setScene(new Scene((javafx.scene.Parent) new ExplanationView(low, text).pane(), 300, 140));
            low.show(s.explainRead(3), context);
            st.show();
            return st;
        }).get();
        try {
            WaitForAsyncUtils.waitForFxEvents();
            Label fix = (Label) WaitForAsyncUtils.asyncFx(() -> small.getScene().getRoot().lookup(".explain-fix")).get();
            double[] heights = WaitForAsyncUtils.asyncFx(() -> new double[] {fix.getHeight(),
                    fix.prefHeight(fix.getWidth())}).get();
            assertTrue(heights[0] >= heights[1] - 0.5, "the fix " + heights[0] + " px of " + heights[1]);
        } finally {
            robot.interact(small::close);
        }
    }
}
