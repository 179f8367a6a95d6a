package dev.syncscope.app;

import dev.syncscope.views.i18n.Messages;
import javafx.application.Platform;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.util.function.Supplier;

/**
 * The menu bar: File (open, quit), Debug (step the focused invocation, subgroup or workgroup;
 * launch settings), Check (all executions). FX thread only.
 */
final class AppMenu {

    private AppMenu() {
    }

    private static MenuItem item(String id, String title, String keys, Runnable action) {
        MenuItem item = new MenuItem(title);
        item.setId(id);
        item.setAccelerator(KeyCombination.keyCombination(keys));
        item.setOnAction(e -> action.run());
        return item;
    }

    static MenuBar create(KernelOpener opener, ExhaustiveCheck check, LaunchActions launch, ExportActions export,
                          DetailPanes details, Messages text, Supplier<Window> owner) {
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
        Menu exports = new Menu(text.get("menu.file.export"), null,
                item("exportDomainsMenuItem", text.get("menu.export.domains"), "Shortcut+Shift+D",
                        () -> export.exportGraph("domains", details.domainView, details.domains.descriptionProperty().get())),
                item("exportExecutionMenuItem", text.get("menu.export.execution"), "Shortcut+Shift+G",
                        () -> export.exportGraph("execution", details.executionView.graphPane(),
                                details.execution.descriptionProperty().get())),
                item("exportTraceMenuItem", text.get("menu.export.trace"), "Shortcut+Shift+J", export::exportTrace));
        Menu file = new Menu(text.get("menu.file"), null, open, exports, new SeparatorMenuItem(), quit);
        MenuItem all = new MenuItem(text.get("menu.check.all"));
        all.setId("checkAllMenuItem");
        all.setAccelerator(KeyCombination.keyCombination("Shortcut+E"));
        all.setOnAction(e -> check.start());
        Menu checkMenu = new Menu(text.get("menu.check"), null, all);
        Menu debug = new Menu(text.get("menu.debug"), null,
                item("stepFocusedMenuItem", text.get("menu.debug.stepFocused"), "F11", launch::stepFocused),
                item("stepSubgroupMenuItem", text.get("menu.debug.stepSubgroup"), "Shift+F11", launch::stepFocusedSubgroup),
                item("stepWorkgroupMenuItem", text.get("menu.debug.stepWorkgroup"), "Shortcut+F11",
                        launch::stepFocusedWorkgroup),
                new SeparatorMenuItem(),
                item("launchMenuItem", text.get("menu.debug.launch"), "Shortcut+L", () -> launch.showLaunchDialog(owner.get())));
        MenuBar bar = new MenuBar(file, debug, checkMenu);
        bar.setId("menuBar");
        return bar;
    }
}
