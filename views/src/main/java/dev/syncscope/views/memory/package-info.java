/**
 * The memory inspector: one table per allocation with each location's newest value and the value the
 * focused invocation would read now (stale cells marked, aliasing references shown), and the write
 * history of the selected location. Selecting a write publishes it for the domain graph.
 *
 * <p>{@link dev.syncscope.views.memory.MemoryTables} is plain Java; the view model holds JavaFX
 * properties (FX thread only) and takes immutable snapshots, never a session. Must not depend on the
 * app module.
 */
package dev.syncscope.views.memory;
