package dev.syncscope.app;

import dev.syncscope.views.theme.ThemeViewModel;
import javafx.beans.binding.Bindings;
import javafx.scene.Scene;

/**
 * View settings: light/dark theme and presentation mode (large fonts, high contrast) for
 * classrooms. The scene's stylesheets follow the {@link ThemeViewModel}. FX thread only.
 */
final class ViewActions {

    final ThemeViewModel themes = new ThemeViewModel();

    void install(Scene scene) {
        Bindings.bindContent(scene.getStylesheets(), themes.stylesheets());
    }

    void toggleTheme() {
        themes.toggleTheme();
    }

    void togglePresentation() {
        themes.togglePresentation();
    }
}
