package dev.syncscope.app;

import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;

/**
 * The start-up question "SyncScope did not close cleanly: restore the unsaved work?" (restore or
 * discard). When a file was named on the command line and restoring opens something else
 * ({@link RecoveryOffer#replaces}), it says so: Restore opens the recovered session instead of that file, Discard
 * opens it. FX thread only.
 */
final class RecoveryDialog {

    private RecoveryDialog() {
    }

    /**
     * Whether the user chose to restore {@code found}, read from {@code file}.
     *
     * @param named the file named on the command line, or null
     */
    static boolean ask(Messages text, Workspace found, Path file, Path named) {
        String when;
        try {
            when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withLocale(text.locale())
                    .withZone(ZoneId.systemDefault()).format(Files.getLastModifiedTime(file).toInstant());
        } catch (IOException e) {
            when = "?";
        }
        ButtonType restore = new ButtonType(text.get("dialog.recover.restore"), ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType(text.get("dialog.recover.discard"), ButtonBar.ButtonData.NO);
        String content = text.get("dialog.recover.content", found.kernelFile(), when);
        if (RecoveryOffer.replaces(named, found)) {
            content += "\n\n" + text.get("dialog.recover.instead", RecoveryOffer.kernelOf(found), named);
        }
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, content, restore, discard);
        ask.setTitle(text.get("dialog.recover.title"));
        ask.setHeaderText(text.get("dialog.recover.header"));
        return ask.showAndWait().filter(restore::equals).isPresent();
    }
}
