/**
 * Graph views: pure functions from engine data to a {@link dev.syncscope.views.graph.GraphDescription}
 * (scope hierarchy, memory domains with a write's availability and visibility, execution graphs from
 * checker executions and stepper traces), GraphStream panes that apply a description to their graph
 * by diffing so layouts stay still, sprite journeys of a write through the domains, and exports
 * (DOT, SVG, PNG).
 *
 * <p>Description builders, {@code DomainMoves}, {@code SpriteRoute} and {@code GraphExport} are plain
 * Java (no JavaFX). View models and panes are FX thread only; GraphStream graphs are touched on the
 * FX thread only ({@code GRAPH_IN_GUI_THREAD}). Must not depend on the app module.
 */
package dev.syncscope.views.graph;
