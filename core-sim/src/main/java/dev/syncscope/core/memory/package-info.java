/**
 * Memory state of the Vulkan memory model: memory domain instances, per write and location the
 * domains where it is available (with the availability operation that put it there), retirement,
 * and the reads kept for race detection and explanations. All types are immutable.
 *
 * <p>Depends on {@code model} and {@code sync}. Must not depend on {@code exec}, {@code api} or any UI library.
 */
package dev.syncscope.core.memory;
