/**
 * The litmus register machine shared by both litmus front ends (Khronos {@code .test} and herd
 * {@code .litmus}): a small instruction set ({@link dev.syncscope.core.litmus.Instruction}), its
 * {@link dev.syncscope.core.model.ThreadState} implementation
 * ({@link dev.syncscope.core.litmus.LitmusThreadState}) and the
 * {@link dev.syncscope.core.litmus.LitmusBuilder} front ends use to assemble a
 * {@link dev.syncscope.core.model.Program}.
 *
 * <p>Depends only on {@code dev.syncscope.core.model}; must not depend on any engine, front end or UI.
 */
package dev.syncscope.core.litmus;
