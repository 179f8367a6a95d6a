/**
 * The one program model every front end compiles to and every engine consumes: the launch
 * (agents, scope instances, references, locations, initial values) and, per invocation, a
 * deterministic state machine that emits memory-model {@link dev.syncscope.core.model.Action}s.
 *
 * <p>Names follow the Vulkan memory model appendix. All types here are immutable.
 * Must not depend on any other SyncScope package, nor on any UI library.
 */
package dev.syncscope.core.model;
