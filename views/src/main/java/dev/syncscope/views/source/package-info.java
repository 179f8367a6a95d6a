/**
 * The kernel source view: highlighting per language (by file extension), per-invocation
 * program-counter markers, breakpoints toggled in the gutter, and error/warning markers.
 * {@link dev.syncscope.views.source.SourceStyles} and {@link dev.syncscope.views.source.LineMarker}
 * are pure; the view model and view are FX thread only. Must not depend on the app module.
 */
package dev.syncscope.views.source;
