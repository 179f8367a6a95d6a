package dev.syncscope.views.outcome;

import dev.syncscope.views.i18n.Messages;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class OutcomeViewFxTest {

    private OutcomeViewModel model;

    @Start
    void start(Stage stage) {
        model = new OutcomeViewModel(Messages.forLocale(Locale.ENGLISH));
        stage.setScene(new Scene(new OutcomeView(model, Messages.forLocale(Locale.ENGLISH)), 600, 300));
        stage.show();
    }

    @Test
    void cancelIsEnabledWhileRunningAndRequestsCancellationOnce(FxRobot robot) {
        Button cancel = robot.lookup("#cancelCheck").queryAs(Button.class);
        assertTrue(cancel.isDisabled());
        robot.interact(() -> {
            model.start();
            model.runningProperty().set(true);
        });
        assertFalse(cancel.isDisabled());
        robot.clickOn(cancel);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(model.cancelRequestedProperty().get());
        assertTrue(cancel.isDisabled());
    }
    /**
     * A long outcome wraps in its column instead of being cut with an ellipsis ("T1:seen=1, data=42, fl…" on a
     * projector hid the register that tells two outcomes apart: the teacher audit).
     */
    @Test
    void aLongOutcomeWrapsInItsColumn(FxRobot robot) throws Exception {
        dev.syncscope.core.model.Program p = dev.syncscope.core.kernel.KernelLoader.load("mp-relaxed.comp",
                java.nio.file.Files.readString(java.nio.file.Path.of("../sample-kernels/kernels/mp-relaxed.comp")))
                .program();
        dev.syncscope.core.check.CheckResult r = new dev.syncscope.core.check.AxiomaticChecker().check(p);
        robot.interact(() -> model.show(r));
        WaitForAsyncUtils.waitForFxEvents();
        java.util.List<javafx.scene.text.Text> shown = robot.lookup("#outcomeText")
                .queryAllAs(javafx.scene.text.Text.class).stream().filter(t -> !t.getText().isEmpty()).toList();
        assertFalse(shown.isEmpty());
        for (javafx.scene.text.Text t : shown) {
            // the whole text within its cell: its wrapped height fits the row the table gave it
            double[] h = WaitForAsyncUtils.asyncFx(() -> new double[] {t.getLayoutBounds().getHeight(),
                    ((javafx.scene.control.TableCell<?, ?>) t.getParent()).getHeight()})
                    .get(5, java.util.concurrent.TimeUnit.SECONDS);
            assertTrue(h[0] <= h[1], t.getText() + ": " + h[0] + " px of text in a " + h[1] + " px cell");
            assertTrue(t.getLayoutBounds().getWidth() <= t.getWrappingWidth() + 1, t.getText());
        }
    }
}
