/**
 * The front end for the Khronos Vulkan-MemoryModel litmus format ({@code .test} files of
 * {@code alloy/tests/}): {@link dev.syncscope.core.litmus.khronos.KhronosParser} turns a file into a
 * {@link dev.syncscope.core.litmus.khronos.KhronosTest} (a program on the litmus register machine,
 * the per-load value constraints as conditions over the outcome, and the expected-answer lines).
 *
 * <p>Depends on {@code dev.syncscope.core.model} and {@code dev.syncscope.core.litmus} only; must not
 * depend on the engines (the checker evaluates the answers, not this package) nor on any UI.
 */
package dev.syncscope.core.litmus.khronos;
