package dev.syncscope.views.theme;

import dev.syncscope.views.graph.GraphStyles;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The window's theme, presentation mode and whether long source lines wrap, and the stylesheets they call for, kept up to date
 * for {@code Bindings.bindContent(scene.getStylesheets(), model.stylesheets())}. FX thread only.
 */
public class ThemeViewModel {

    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>(this, "theme", Theme.LIGHT);
    private final BooleanProperty presentation = new SimpleBooleanProperty(this, "presentation", false);
    private final BooleanProperty wrapLines = new SimpleBooleanProperty(this, "wrapLines", false);
    private final ObservableList<String> stylesheets = FXCollections.observableArrayList();
    /** Made once: a wrapper made per call would drop its listeners when collected. */
    private final ObservableList<String> stylesheetsView = FXCollections.unmodifiableObservableList(stylesheets);

    public ThemeViewModel() {
        theme.addListener((obs, old, now) -> update());
        presentation.addListener((obs, old, now) -> update());
        wrapLines.addListener((obs, old, now) -> update());
        update();
    }

    /** Light ↔ dark. */
    public void toggleTheme() {
        theme.set(theme.get().toggled());
    }

    /** Presentation mode on ↔ off. */
    public void togglePresentation() {
        presentation.set(!presentation.get());
    }

    public ObjectProperty<Theme> themeProperty() {
        return theme;
    }

    public BooleanProperty presentationProperty() {
        return presentation;
    }

    /** Whether the source's lines longer than its view wrap (View ▸ Wrap long lines; always in presentation mode). */
    public BooleanProperty wrapLinesProperty() {
        return wrapLines;
    }

    /** The scene's stylesheets for the current theme and mode. */
    public ObservableList<String> stylesheets() {
        return stylesheetsView;
    }

    /** The GraphStream stylesheet for a graph pane: {@code light} or its dark variant. */
    public String graphStyle(String light) {
        return GraphStyles.forTheme(light, theme.get() == Theme.DARK);
    }

    private void update() {
        if (theme.get() == null) {
            theme.set(Theme.LIGHT);
            return;
        }
        stylesheets.setAll(Themes.stylesheets(theme.get(), presentation.get(), wrapLines.get()));
    }
}
