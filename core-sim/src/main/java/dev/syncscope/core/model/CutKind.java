package dev.syncscope.core.model;

/**
 * Which bound cut a path or stopped an invocation with {@link ThreadState.Status#BOUND_EXCEEDED}: named where the
 * cut is made, so that what raises the bound (a command-line option, or nothing) is chosen by kind and never read
 * back from the English message. Immutable.
 */
public enum CutKind {
    /** A litmus thread took more backward jumps than its loop bound (herd's {@code -unroll}; {@code --unroll}). */
    UNROLL_BOUND,
    /** A litmus thread ran its fixed budget of local instructions without a memory instruction; nothing raises it. */
    LITMUS_LOCAL_BUDGET,
    /** A kernel invocation ran its instruction budget without a memory action ({@code @budget}, {@code --budget}). */
    KERNEL_BUDGET,
    /** The checker's spin bound: one read saw the same value too often with no write in between. */
    SPIN_BOUND,
    /** The checker's bound on the actions one invocation may take on a path. */
    ACTIONS_BOUND
}
