/**
 * The SyncScope application: the launcher (window or headless CLI), the main window's layout, and
 * the actions that wire views to the simulation. Layout only in {@link dev.syncscope.app.MainWindow};
 * each action and each pane's logic lives in its own class.
 *
 * <p>May depend on every other module; nothing depends on it.
 */
package dev.syncscope.app;
