package dev.syncscope.app;

import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The menu bar: File (open a kernel or a workspace; reload, save and save-as the kernel; save the
 * workspace; export; quit), View (presentation mode, dark theme), Debug (step the
 * focused invocation, subgroup or workgroup; run to breakpoint; launch settings), Check (all
 * executions). FX thread only.
 */
final class AppMenu {

    private AppMenu() {
    }

    private static MenuItem plain(String id, String title, Runnable action) {
        MenuItem item = new MenuItem(title);
        item.setId(id);
        item.setOnAction(e -> action.run());
        return item;
    }

    private static MenuItem item(String id, String title, String keys, Runnable action) {
        MenuItem item = new MenuItem(title);
        item.setId(id);
        item.setAccelerator(KeyCombination.keyCombination(keys));
        item.setOnAction(e -> action.run());
        return item;
    }

    /** Everything the menus act on; {@code quit} asks about unsaved edits before it quits. */
    record Actions(KernelOpener opener, ExhaustiveCheck check, LaunchActions launch, ExportActions export,
                   ViewActions view, DetailPanes details, EditorPanes editor, SimulationController simulation,
                   Consumer<Locale> language, KernelEditing editing, WorkspaceActions workspaces, Runnable quit) { }

    /**
     * The menu bar. The Debug menu's stepping and running commands are enabled as the toolbar's Step and Run are
     * (a program is shown, nothing runs, the run has not finished), so their keys do nothing without a program.
     */
    static MenuBar create(Actions a, SessionViewModel model, Supplier<Window> owner) {
        Messages text = model.text();
        KernelOpener opener = a.opener();
        ExhaustiveCheck check = a.check();
        LaunchActions launch = a.launch();
        ExportActions export = a.export();
        DetailPanes details = a.details();
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
            if (!a.editing().confirmDiscard()) {
                return;
            }
            File file = chooser.showOpenDialog(owner.get());
            if (file != null) {
                opener.open(file.toPath());
            }
        });
        MenuItem quit = new MenuItem(text.get("menu.file.quit"));
        quit.setAccelerator(KeyCombination.keyCombination("Shortcut+Q"));
        quit.setOnAction(e -> a.quit().run());
        KernelEditing editing = a.editing();
        WorkspaceActions workspaces = a.workspaces();
        MenuItem reload = item("reloadKernelMenuItem", text.get("menu.file.reload"), "Shortcut+R", editing::reload);
        reload.disableProperty().bind(a.editor().source.unappliedProperty().not());
        MenuItem saveKernel = item("saveKernelMenuItem", text.get("menu.file.saveKernel"), "Shortcut+S", editing::save);
        MenuItem saveKernelAs = plain("saveKernelAsMenuItem", text.get("menu.file.saveKernelAs"), editing::saveAs);
        saveKernel.disableProperty().bind(a.editor().source.editableProperty().not());
        saveKernelAs.disableProperty().bind(a.editor().source.editableProperty().not());
        Menu exports = new Menu(text.get("menu.file.export"), null,
                item("exportDomainsMenuItem", text.get("menu.export.domains"), "Shortcut+Shift+D",
                        () -> export.exportGraph("domains", details.domainView, details.domains.descriptionProperty().get())),
                item("exportExecutionMenuItem", text.get("menu.export.execution"), "Shortcut+Shift+G",
                        () -> export.exportGraph("execution", details.executionView.graphPane(),
                                details.execution.descriptionProperty().get())),
                item("exportTraceMenuItem", text.get("menu.export.trace"), "Shortcut+Shift+J", export::exportTrace));
        Menu file = new Menu(text.get("menu.file"), null, open,
                item("openWorkspaceMenuItem", text.get("menu.file.openWorkspace"), "Shortcut+Shift+O", workspaces::open),
                new SeparatorMenuItem(), reload, saveKernel, saveKernelAs,
                item("saveWorkspaceMenuItem", text.get("menu.file.saveWorkspace"), "Shortcut+Shift+S", workspaces::save),
                plain("saveWorkspaceAsMenuItem", text.get("menu.file.saveWorkspaceAs"), workspaces::saveAs),
                new SeparatorMenuItem(), exports, new SeparatorMenuItem(), quit);
        MenuItem all = new MenuItem(text.get("menu.check.all"));
        all.setId("checkAllMenuItem");
        all.setAccelerator(KeyCombination.keyCombination("Shortcut+E"));
        all.setOnAction(e -> check.start());
        Menu checkMenu = new Menu(text.get("menu.check"), null, all);
        MenuItem stepFocused = item("stepFocusedMenuItem", text.get("menu.debug.stepFocused"), "F11",
                launch::stepFocused);
        MenuItem stepSubgroup = item("stepSubgroupMenuItem", text.get("menu.debug.stepSubgroup"), "Shift+F11",
                launch::stepFocusedSubgroup);
        MenuItem stepWorkgroup = item("stepWorkgroupMenuItem", text.get("menu.debug.stepWorkgroup"), "Shortcut+F11",
                launch::stepFocusedWorkgroup);
        MenuItem runToBreakpoint = item("runToBreakpointMenuItem", text.get("menu.debug.runToBreakpoint"), "F8",
                () -> a.simulation().runToBreakpoint(a.editor().source.breakpoints()));
        for (MenuItem step : List.of(stepFocused, stepSubgroup, stepWorkgroup)) {
            step.disableProperty().bind(model.canStepProperty().not());
        }
        runToBreakpoint.disableProperty().bind(model.canRunProperty().not());
        Menu debug = new Menu(text.get("menu.debug"), null, stepFocused, stepSubgroup, stepWorkgroup, runToBreakpoint,
                new SeparatorMenuItem(),
                item("launchMenuItem", text.get("menu.debug.launch"), "Shortcut+L", () -> launch.showLaunchDialog(owner.get())));
        CheckMenuItem wrap = new CheckMenuItem(text.get("menu.view.wrapLines"));
        wrap.setId("wrapLinesMenuItem");
        // not Alt+Z: on macOS Option+Z types a character into the kernel
        wrap.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+W"));
        wrap.selectedProperty().bindBidirectional(a.view().themes.wrapLinesProperty());
        Menu view = new Menu(text.get("menu.view"), null,
                item("presentationMenuItem", text.get("menu.view.presentation"), "F12", a.view()::togglePresentation),
                item("themeMenuItem", text.get("menu.view.theme"), "Shortcut+Shift+T", a.view()::toggleTheme),
                wrap, new SeparatorMenuItem(),
                new Menu(text.get("menu.view.language"), null,
                        plain("languageEnglish", "English", () -> a.language().accept(Locale.ENGLISH)),
                        plain("languageJapanese", "日本語", () -> a.language().accept(Locale.JAPANESE))));
        MenuBar bar = new MenuBar(file, view, debug, checkMenu);
        bar.setId("menuBar");
        return bar;
    }
}
