package dev.syncscope.app;

import dev.syncscope.views.theme.ThemeViewModel;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.MenuBar;
import javafx.scene.control.skin.MenuBarSkin;

/**
 * View settings: light/dark theme and presentation mode (large fonts, high contrast, the graphs
 * given the height: {@link PresentationLayout}) for classrooms. The scene's stylesheets follow the
 * {@link ThemeViewModel}. FX thread only.
 */
final class ViewActions {

    final ThemeViewModel themes = new ThemeViewModel();
    private PresentationLayout layout;

    void install(Scene scene) {
        Bindings.bindContent(scene.getStylesheets(), themes.stylesheets());
        PresentationLayout layout = new PresentationLayout(scene);
        this.layout = layout;
        themes.presentationProperty().addListener((obs, old, now) -> {
            restyleMenuBars(scene);
            layout.present(now);
        });
    }

    /**
     * JavaFX (21) keeps the presentation font on the labels inside a menu bar's titles when
     * presentation.css is removed, though the rest of the scene shrinks back; a new skin makes
     * those labels afresh, styled by the stylesheets now in force (menus and accelerators stay).
     */
    private static void restyleMenuBars(Scene scene) {
        for (Node n : scene.getRoot().lookupAll(".menu-bar")) {
            if (n instanceof MenuBar bar) {
                bar.setSkin(new MenuBarSkin(bar));
            }
        }
    }

    /** Stops laying the window out (it closes, or another language's window replaces it). */
    void close() {
        if (layout != null) {
            layout.close();
        }
    }

    void toggleTheme() {
        themes.toggleTheme();
    }

    void togglePresentation() {
        themes.togglePresentation();
    }
}
