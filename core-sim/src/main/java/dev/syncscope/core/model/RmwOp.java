package dev.syncscope.core.model;

/**
 * The arithmetic of an atomic read-modify-write (OpAtomicExchange, OpAtomicIAdd, …; Dat3M's Vulkan
 * litmus {@code rmw.add}, {@code rmw.mul}, …). Immutable.
 */
public enum RmwOp {
    EXCHANGE, ADD, SUB, AND, OR, XOR, MIN, MAX, UMIN, UMAX, INCREMENT, DECREMENT,
    /** Multiplication (Dat3M {@code rmw.mul}; no SPIR-V atomic). */
    MUL,
    /**
     * Signed division, rounding toward zero (Dat3M {@code rmw.div}, its IntBinaryOp.DIV; no SPIR-V
     * atomic). A zero divisor has no result: {@link #apply} throws ArithmeticException, so front ends
     * must stop the invocation before emitting it (the litmus machine faults, as for register division).
     */
    DIV;

    /** The value written, given the value read and the operand, in 64-bit arithmetic. */
    public long apply(long old, long operand) {
        return apply(old, operand, IntFormat.INT64);
    }

    /**
     * The value written to a location of format {@code format}: both inputs are taken at the format's
     * width, MIN/MAX/DIV read them as signed, UMIN/UMAX as unsigned, and the result wraps to the width
     * in the format's representation (so a 32-bit add overflows as the hardware's does).
     */
    public long apply(long old, long operand, IntFormat format) {
        long a = format.wrap(old);
        long b = format.wrap(operand);
        long result = switch (this) {
            case EXCHANGE -> b;
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> format.asSigned(a) / format.asSigned(b);
            case AND -> a & b;
            case OR -> a | b;
            case XOR -> a ^ b;
            case MIN -> format.asSigned(a) <= format.asSigned(b) ? a : b;
            case MAX -> format.asSigned(a) >= format.asSigned(b) ? a : b;
            case UMIN -> Long.compareUnsigned(format.asUnsigned(a), format.asUnsigned(b)) <= 0 ? a : b;
            case UMAX -> Long.compareUnsigned(format.asUnsigned(a), format.asUnsigned(b)) >= 0 ? a : b;
            case INCREMENT -> a + 1;
            case DECREMENT -> a - 1;
        };
        return format.wrap(result);
    }
}
