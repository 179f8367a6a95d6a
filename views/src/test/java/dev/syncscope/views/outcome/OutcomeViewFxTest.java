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
}
