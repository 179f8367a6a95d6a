package dev.syncscope.views.theme;

import java.net.URL;
import java.util.ArrayList;
import java.util.List;

/**
 * The stylesheets of a theme and presentation mode, in the order the scene must apply them:
 * syncscope.css always, then syncscope-dark.css for {@link Theme#DARK}, then presentation.css, then wrap-lines.css
 * where long source lines wrap.
 * A pure function.
 */
public final class Themes {

    /** The base stylesheet (tokens and rules of the light theme). */
    public static final String BASE = "/dev/syncscope/views/syncscope.css";
    /** Redefines the tokens for the dark theme. */
    public static final String DARK = "/dev/syncscope/views/syncscope-dark.css";
    /** Larger fonts, borders, cells and markers. */
    public static final String PRESENTATION = "/dev/syncscope/views/presentation.css";
    /** Wraps the source's lines longer than its view (presentation.css does too). */
    public static final String WRAP_LINES = "/dev/syncscope/views/wrap-lines.css";

    private Themes() {
    }

    /** The stylesheet URLs (for {@code Scene.getStylesheets().setAll(...)}). */
    public static List<String> stylesheets(Theme theme, boolean presentation) {
        return stylesheets(theme, presentation, false);
    }

    /** {@link #stylesheets(Theme, boolean)}, and wrap-lines.css where {@code wrapLines}. */
    public static List<String> stylesheets(Theme theme, boolean presentation, boolean wrapLines) {
        List<String> sheets = new ArrayList<>(4);
        sheets.add(url(BASE));
        if (theme == Theme.DARK) {
            sheets.add(url(DARK));
        }
        if (presentation) {
            sheets.add(url(PRESENTATION));
        }
        if (wrapLines) {
            sheets.add(url(WRAP_LINES));
        }
        return List.copyOf(sheets);
    }

    private static String url(String resource) {
        URL url = Themes.class.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("missing stylesheet " + resource);
        }
        return url.toExternalForm();
    }
}
