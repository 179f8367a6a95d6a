/**
 * The read chooser: the values the memory model allows the focused invocation's next read to return, each with its
 * writer and why it is allowed, and a step that reads the one the user picks (DESIGN §3 Reads).
 *
 * <p>{@link dev.syncscope.views.choice.NextRead} is plain Java, built on the simulation thread; the view model and
 * the view are FX thread only and never run the simulation. Must not depend on the app module.
 */
package dev.syncscope.views.choice;
