package dev.syncscope.app;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * Debugger keyboard conventions: F10 step, Shift+F10 step back, F5 run, F7 run to barrier,
 * F6 pause, Ctrl+Shift+F5 reset. Each fires its toolbar button, so a disabled command stays
 * disabled from the keyboard too. Esc cancels a long load ({@link #installCancel}). FX thread only.
 */
final class Shortcuts {

    private Shortcuts() {
    }

    static void install(Scene scene) {
        bind(scene, new KeyCodeCombination(KeyCode.F10), "#stepButton");
        bind(scene, new KeyCodeCombination(KeyCode.F10, KeyCombination.SHIFT_DOWN), "#stepBackButton");
        bind(scene, new KeyCodeCombination(KeyCode.F5), "#runButton");
        bind(scene, new KeyCodeCombination(KeyCode.F7), "#runToBarrierButton");
        bind(scene, new KeyCodeCombination(KeyCode.F6), "#pauseButton");
        bind(scene, new KeyCodeCombination(KeyCode.F5, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
                "#resetButton");
    }

    /**
     * Esc fires the button {@code buttonId} while it is visible and enabled (the status bar's Cancel while a load
     * runs); at any other time Esc goes on to whoever else wants it (a combo box's list, a context menu).
     */
    static void installCancel(Scene scene, String buttonId) {
        KeyCombination esc = new KeyCodeCombination(KeyCode.ESCAPE);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (esc.match(event) && scene.lookup(buttonId) instanceof Button button && button.isVisible()
                    && !button.isDisabled()) {
                button.fire();
                event.consume();
            }
        });
    }

    /**
     * An event filter, not an accelerator: filters run before handlers, and the menu bar's handler
     * would otherwise take F10 to open the menus.
     */
    private static void bind(Scene scene, KeyCombination keys, String buttonId) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (keys.match(event)) {
                Node node = scene.lookup(buttonId);
                if (node instanceof Button button) {
                    button.fire();
                }
                event.consume();
            }
        });
    }
}
