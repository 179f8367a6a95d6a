/**
 * Debugging workspaces on disk: the kernel text, launch settings, breakpoints and position in the
 * history, written atomically; and the autosave that keeps unsaved kernel edits across crashes.
 * No JavaFX here. Must not depend on the views module.
 */
package dev.syncscope.app.workspace;
