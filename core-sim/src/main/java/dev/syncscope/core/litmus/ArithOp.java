package dev.syncscope.core.litmus;

/**
 * Register arithmetic of an {@link Instruction.Assign}; local to the thread, invisible to the memory
 * model. Immutable.
 */
public enum ArithOp {
    ADD("+"), SUB("-"), MUL("*"), AND("&"), OR("|"), XOR("^"),
    /** Signed division; a zero divisor throws ArithmeticException, which stops the thread with FAULT. */
    DIV("/");

    private final String symbol;

    ArithOp(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    public long apply(long left, long right) {
        return switch (this) {
            case ADD -> left + right;
            case SUB -> left - right;
            case MUL -> left * right;
            case AND -> left & right;
            case OR -> left | right;
            case XOR -> left ^ right;
            case DIV -> left / right;
        };
    }
}
