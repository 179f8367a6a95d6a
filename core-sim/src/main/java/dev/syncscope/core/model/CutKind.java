package dev.syncscope.core.model;

/**
 * Which bound cut a path or stopped an invocation with {@link ThreadState.Status#BOUND_EXCEEDED}: named where the
 * cut is made, so that what raises the bound (a command-line option, or nothing) is chosen by kind and never read
 * back from the English message. The arguments a thread state gives its stop ({@link ThreadState#cutArgs()}) are
 * listed with each kind; the checker puts the invocation's name before them ({@code check.CutPath}). Immutable.
 */
public enum CutKind {
    /**
     * A litmus thread took more backward jumps than its loop bound (herd's {@code -unroll}; {@code --unroll}).
     * 0: the bound; 1: the place; 2: the instruction in words (English); 3: in symbols.
     */
    UNROLL_BOUND,
    /**
     * A litmus thread ran its fixed budget of local instructions without a memory instruction; nothing raises it.
     * 0: the budget; 1: the place; 2: the instruction in words (English); 3: in symbols.
     */
    LITMUS_LOCAL_BUDGET,
    /**
     * A kernel invocation ran its instruction budget without a memory action ({@code @budget}, {@code --budget}).
     * 0: the budget; 1: the place.
     */
    KERNEL_BUDGET,
    /** The checker's spin bound: one read saw the same value too often with no write in between. */
    SPIN_BOUND,
    /**
     * The checker's bound on the actions one invocation may take on a path ({@code check --max-actions}), and the
     * stepper's on the actions one invocation takes in a run ({@code EngineOptions.maxActions}, {@code run
     * --max-actions}, the window's launch settings); the program's state is not at a bound of its own.
     */
    ACTIONS_BOUND,
    /**
     * A wait cut at the checker's spin bound that no larger bound changes: every cut of the check is in a wait longer
     * than any execution that ends needs, or in a loop that can never exit; what the cut leaves open is an execution in
     * which a wait never ends, which no bound decides.
     */
    ENDLESS_WAIT;

    /**
     * The message key of the sentence of an invocation stopped at this bound of its own program ({@code check.cut.*}:
     * the invocation's name, then {@link ThreadState#cutArgs()}), or null for the checker's own bounds; the stepper's
     * BOUND_EXCEEDED diagnostic and the checker's cut path share it.
     */
    public String stateKey() {
        return switch (this) {
            case UNROLL_BOUND -> "check.cut.unroll";
            case LITMUS_LOCAL_BUDGET -> "check.cut.litmusBudget";
            case KERNEL_BUDGET -> "check.cut.kernelBudget";
            case SPIN_BOUND, ACTIONS_BOUND, ENDLESS_WAIT -> null;
        };
    }
}
