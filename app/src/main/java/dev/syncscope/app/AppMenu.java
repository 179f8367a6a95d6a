package dev.syncscope.app;

import dev.syncscope.views.i18n.Messages;
import javafx.application.Platform;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.util.function.Supplier;

/**
 * The menu bar: File → Open…, Quit; Check → All executions. FX thread only.
 */
final class AppMenu {

    private AppMenu() {
    }

    static MenuBar create(KernelOpener opener, ExhaustiveCheck check, Messages text, Supplier<Window> owner) {
        MenuItem open = new MenuItem(text.get("menu.file.open"));
        open.setId("openMenuItem");
        open.setAccelerator(KeyCombination.keyCombination("Shortcut+O"));
        open.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle(text.get("dialog.open.title"));
            chooser.getExtensionFilters().addAll(
                    new FileChooser.ExtensionFilter(text.get("dialog.open.filter"),
                            "*.comp", "*.hlsl", "*.spv", "*.spvasm", "*.test", "*.litmus"),
                    new FileChooser.ExtensionFilter(text.get("dialog.open.all"), "*"));
            File file = chooser.showOpenDialog(owner.get());
            if (file != null) {
                opener.open(file.toPath());
            }
        });
        MenuItem quit = new MenuItem(text.get("menu.file.quit"));
        quit.setAccelerator(KeyCombination.keyCombination("Shortcut+Q"));
        quit.setOnAction(e -> Platform.exit());
        Menu file = new Menu(text.get("menu.file"), null, open, quit);
        MenuItem all = new MenuItem(text.get("menu.check.all"));
        all.setId("checkAllMenuItem");
        all.setAccelerator(KeyCombination.keyCombination("Shortcut+E"));
        all.setOnAction(e -> check.start());
        Menu checkMenu = new Menu(text.get("menu.check"), null, all);
        MenuBar bar = new MenuBar(file, checkMenu);
        bar.setId("menuBar");
        return bar;
    }
}
