/**
 * Graph views: pure functions from engine data to a {@link dev.syncscope.views.graph.GraphDescription},
 * and GraphStream panes that apply a description to their graph by diffing, so layouts stay still.
 *
 * <p>Description builders are plain Java (no JavaFX). GraphStream graphs are touched on the FX
 * thread only. Must not depend on the app module.
 */
package dev.syncscope.views.graph;
