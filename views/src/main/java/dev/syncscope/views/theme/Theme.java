package dev.syncscope.views.theme;

/**
 * The colour theme of the window. Immutable.
 */
public enum Theme {
    /** Dark text on light backgrounds; Paul Tol's "bright" colours (syncscope.css). */
    LIGHT,
    /** Light text on dark backgrounds; Paul Tol's "light" colours (syncscope-dark.css). */
    DARK;

    /** The other theme. */
    public Theme toggled() {
        return this == LIGHT ? DARK : LIGHT;
    }
}
