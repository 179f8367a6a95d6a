package dev.syncscope.app;

import javafx.scene.control.Alert;
import javafx.stage.Window;

/** The error dialog the window's file actions show (title repeated as header). Stateless; FX thread only. */
final class ErrorDialogs {

    private ErrorDialogs() {
    }

    /** Shows a non-blocking error dialog owned by {@code owner}. */
    static void show(Window owner, String title, String detail) {
        Alert alert = new Alert(Alert.AlertType.ERROR, detail);
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.initOwner(owner);
        alert.show();
    }
}
