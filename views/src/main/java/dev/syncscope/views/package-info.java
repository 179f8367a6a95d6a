/**
 * SyncScope's JavaFX views and their view models (MVVM). Views bind to view models; view models
 * expose read-only JavaFX properties and never run the simulation.
 *
 * <p>Depends on core-sim (read-only snapshots), JavaFX, ControlsFX, GraphStream and RichTextFX.
 * Must not depend on the app module.
 */
package dev.syncscope.views;
