/**
 * Ordering machinery of the Vulkan memory model: vector clocks per agent and set of storage
 * classes (each class and each pair, {@link dev.syncscope.core.sync.ClassSets}),
 * release tokens for synchronizes-with (atomic–atomic, fence–atomic, atomic–fence, fence–fence,
 * fence–control-barrier–fence, release sequences), scope-instance inclusion.
 * Happens-before is maintained incrementally; nothing recomputes a closure per step.
 *
 * <p>Depends only on {@code model}. Must not depend on {@code exec}, {@code api} or any UI library.
 */
package dev.syncscope.core.sync;
