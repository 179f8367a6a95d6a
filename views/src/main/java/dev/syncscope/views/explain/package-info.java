/**
 * The "Why this value?" panel: the engine's {@link dev.syncscope.core.explain.ReadExplanation} in
 * plain sentences (the write read, each newer write not seen with its first missing link, races at the
 * read, and how to fix them).
 *
 * <p>{@link dev.syncscope.views.explain.ExplanationText} is a pure function of immutable engine data;
 * the view model is FX thread only and never calls the session. Must not depend on the app module.
 */
package dev.syncscope.views.explain;
