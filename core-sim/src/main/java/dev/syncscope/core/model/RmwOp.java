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
    DIV,
    /**
     * SPV_EXT_shader_atomic_float_add OpAtomicFAddEXT (GLSL {@code atomicAdd} on a {@code float}): "get a New Value
     * by float addition of Original Value and Value", the IEEE binary32 (binary64) in the location's low 32 (64)
     * bits, rounded to nearest even with denormals kept, as SyncScope's OpFAdd does (docs/spirv-interpreter.md,
     * "Atomics on floats").
     */
    FADD,
    /**
     * SPV_EXT_shader_atomic_float_min_max OpAtomicFMinEXT: min(x, y) = x if x &lt; y and y otherwise; a NaN
     * operand gives the other operand; where the extension allows either result SyncScope takes one: -0 for
     * min(-0, +0), the number for a signaling NaN, the stored NaN when both are NaN ("any NaN value may be
     * generated").
     */
    FMIN,
    /** OpAtomicFMaxEXT, as {@link #FMIN} for the maximum: +0 for max(-0, +0). */
    FMAX;

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
            case FADD -> format.bits() == 64
                    ? Double.doubleToRawLongBits(Double.longBitsToDouble(a) + Double.longBitsToDouble(b))
                    : Float.floatToRawIntBits(Float.intBitsToFloat((int) a) + Float.intBitsToFloat((int) b));
            case FMIN, FMAX -> floatMinMax(a, b, format.bits() == 64, this == FMIN);
        };
        return format.wrap(result);
    }

    /** {@link #FMIN} ({@code min}) or {@link #FMAX} of the floats whose bits are {@code a} (stored) and {@code b}. */
    private static long floatMinMax(long a, long b, boolean binary64, boolean min) {
        double x = binary64 ? Double.longBitsToDouble(a) : Float.intBitsToFloat((int) a);
        double y = binary64 ? Double.longBitsToDouble(b) : Float.intBitsToFloat((int) b);
        if (Double.isNaN(x)) {
            // min(qNaN, x) = x; min(sNaN, x) = NaN or x; min(NaN, NaN): "any NaN value may be generated"
            return Double.isNaN(y) ? a : b;
        }
        if (Double.isNaN(y)) {
            return a; // min(x, NaN) = x
        }
        if (x == y) {
            // equal numbers, or zeros: min(-0, +0) "= +0 or -0", taken as -0 (max: +0)
            return (Double.compare(x, y) <= 0) == min ? a : b;
        }
        return (x < y) == min ? a : b;
    }
}
