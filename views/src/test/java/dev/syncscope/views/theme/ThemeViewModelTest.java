package dev.syncscope.views.theme;

import dev.syncscope.views.graph.GraphStyles;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ThemeViewModelTest {

    @Test
    void togglingThemeAndPresentationUpdatesTheStylesheetsListenersSee() {
        ThemeViewModel model = new ThemeViewModel();
        AtomicInteger changes = new AtomicInteger();
        model.stylesheets().addListener((ListChangeListener<String>) c -> changes.incrementAndGet());
        assertEquals(Themes.stylesheets(Theme.LIGHT, false), model.stylesheets());
        model.toggleTheme();
        model.togglePresentation();
        assertEquals(Themes.stylesheets(Theme.DARK, true), model.stylesheets());
        assertEquals(2, changes.get());
        model.toggleTheme();
        assertEquals(Themes.stylesheets(Theme.LIGHT, true), model.stylesheets());
    }

    @Test
    void wrappingLongLinesAddsItsStylesheetLastAndTakingItBackRemovesIt() {
        ThemeViewModel model = new ThemeViewModel();
        model.toggleTheme();
        model.wrapLinesProperty().set(true);
        assertEquals(Themes.stylesheets(Theme.DARK, false, true), model.stylesheets());
        assertEquals(Themes.class.getResource(Themes.WRAP_LINES).toExternalForm(),
                model.stylesheets().get(model.stylesheets().size() - 1));
        model.wrapLinesProperty().set(false);
        assertEquals(Themes.stylesheets(Theme.DARK, false), model.stylesheets());
    }

    @Test
    void graphStyleFollowsTheTheme() {
        ThemeViewModel model = new ThemeViewModel();
        assertEquals(GraphStyles.SCOPES, model.graphStyle(GraphStyles.SCOPES));
        model.themeProperty().set(Theme.DARK);
        assertEquals(GraphStyles.SCOPES_DARK, model.graphStyle(GraphStyles.SCOPES));
    }
}
