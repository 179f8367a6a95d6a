/**
 * Themes (light, dark) and the classroom presentation mode: which stylesheets the app applies to
 * its scene. FX thread only for the view model; {@link dev.syncscope.views.theme.Themes} is pure.
 * Must not depend on the app module.
 */
package dev.syncscope.views.theme;
