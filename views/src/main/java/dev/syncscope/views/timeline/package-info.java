/**
 * The timeline scrubber: a track over the recorded trace with the current step, marks where
 * problems appeared, and seek requests coalesced while dragging. FX thread only.
 * Must not depend on the app module or run the simulation; seeks go through a callback.
 */
package dev.syncscope.views.timeline;
