/**
 * The stepper: executes one invocation's next action per step under the Vulkan memory model,
 * schedulers as strategies (user pick, round-robin, seeded random, lock-step subgroups), immutable
 * step records with before/after effects, step back, checkpoints, seek, replay from decisions,
 * data races, barriers, deadlock/divergence/spin diagnostics. The {@link dev.syncscope.core.exec.Engine}
 * is mutable and owned by one simulation thread.
 *
 * <p>Depends on {@code model}, {@code memory}, {@code sync} and {@code explain}. Must not depend on
 * {@code api}, {@code check}, {@code litmus} or any UI library.
 */
package dev.syncscope.core.exec;
