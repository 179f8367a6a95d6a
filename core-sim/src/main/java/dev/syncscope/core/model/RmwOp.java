package dev.syncscope.core.model;

/**
 * The arithmetic of an atomic read-modify-write (OpAtomicExchange, OpAtomicIAdd, …). Immutable.
 */
public enum RmwOp {
    EXCHANGE, ADD, SUB, AND, OR, XOR, MIN, MAX, UMIN, UMAX, INCREMENT, DECREMENT;

    /** The value written, given the value read and the operand. */
    public long apply(long old, long operand) {
        return switch (this) {
            case EXCHANGE -> operand;
            case ADD -> old + operand;
            case SUB -> old - operand;
            case AND -> old & operand;
            case OR -> old | operand;
            case XOR -> old ^ operand;
            case MIN -> Math.min(old, operand);
            case MAX -> Math.max(old, operand);
            case UMIN -> Long.compareUnsigned(old, operand) <= 0 ? old : operand;
            case UMAX -> Long.compareUnsigned(old, operand) >= 0 ? old : operand;
            case INCREMENT -> old + 1;
            case DECREMENT -> old - 1;
        };
    }
}
