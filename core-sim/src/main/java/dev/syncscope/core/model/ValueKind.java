package dev.syncscope.core.model;

/**
 * What a value held in a {@code long} means, so that it is shown as the source declared it: memory and registers hold
 * bit patterns (a 32-bit float's IEEE 754 bits zero-extended, a signed integer sign-extended: {@link IntFormat}), and
 * a float location holding 1.0 is shown as {@code 1.0}, not as its bits {@code 1065353216}. The kind is the
 * declared type of the reference or variable the value is seen through (SPIR-V: the type of the pointer's pointee,
 * OpTypeFloat or OpTypeInt); it changes how a value is written for people, never what is stored or compared.
 */
public enum ValueKind {
    /** An integer or boolean, held as its number (a signed one sign-extended): shown in decimal. */
    INTEGER,
    /** A 32-bit IEEE 754 float (SPIR-V OpTypeFloat 32), its bits in the low 32 bits. */
    FLOAT32,
    /** A 16-bit IEEE 754 float (SPIR-V OpTypeFloat 16, GLSL {@code float16_t}), its bits in the low 16 bits. */
    FLOAT16,
    /** A 64-bit IEEE 754 float (SPIR-V OpTypeFloat 64), its bits the whole {@code long}. */
    FLOAT64,
    /**
     * A 64-bit unsigned integer (SPIR-V OpTypeInt 64 0, GLSL {@code uint64_t}), its bits the whole {@code long}: shown
     * in unsigned decimal, so that 2^64 - 1 is not shown as -1.
     */
    UINT64,
    /**
     * A 64-bit signed integer (SPIR-V OpTypeInt 64 1, GLSL {@code int64_t}), the whole {@code long}: shown in decimal
     * as {@link #INTEGER} is, but compared whole ({@link #sameValue}).
     */
    INT64;

    /** The bit pattern of SPIR-V's and Java's quiet NaN of 32 bits, which is shown as {@code NaN} alone. */
    private static final int QUIET_NAN32 = 0x7fc00000;
    private static final long QUIET_NAN64 = 0x7ff8000000000000L;

    /**
     * {@code value} written for people: an integer in decimal, a float as Java writes it ({@code 1.0}, {@code -0.0},
     * {@code 1.0E8}, {@code Infinity}, {@code NaN}: text that {@link ValueLiteral} reads back to the same bits), a NaN
     * other than the quiet NaN with its bits ({@code NaN(0x7fc00001)}), so that two different NaNs do not
     * look equal.
     */
    public String text(long value) {
        return switch (this) {
            case INTEGER, INT64 -> Long.toString(value);
            case UINT64 -> Long.toUnsignedString(value);
            case FLOAT32 -> {
                float f = Float.intBitsToFloat((int) value);
                yield Float.isNaN(f) && (int) value != QUIET_NAN32
                        ? "NaN(0x" + Integer.toHexString((int) value) + ")" : Float.toString(f);
            }
            case FLOAT64 -> {
                double d = Double.longBitsToDouble(value);
                yield Double.isNaN(d) && value != QUIET_NAN64
                        ? "NaN(0x" + Long.toHexString(value) + ")" : Double.toString(d);
            }
            case FLOAT16 -> {
                // every half is a float: its shortest float text reads back to the same half
                double d = Half.value((int) value & 0xFFFF);
                yield Double.isNaN(d) && (value & 0xFFFF) != Half.QUIET_NAN
                        ? "NaN(0x" + Long.toHexString(value & 0xFFFF) + ")" : Float.toString((float) d);
            }
        };
    }

    /**
     * {@code value} as a number a JSON writer writes as it is shown: an integer as a {@code Long} (an unsigned 64-bit
     * one of 2^63 or more as a {@code BigInteger}), a float as a
     * {@code Float} or {@code Double} ({@code 1.5}), and a NaN or an infinity, which JSON has no number for, as its
     * {@link #text} ({@code "NaN"}, {@code "Infinity"}).
     */
    public Object number(long value) {
        return switch (this) {
            case INTEGER, INT64 -> value;
            case UINT64 -> value >= 0 ? (Object) value : new java.math.BigInteger(Long.toUnsignedString(value));
            case FLOAT32 -> Float.isFinite(Float.intBitsToFloat((int) value))
                    ? (Object) Float.intBitsToFloat((int) value) : text(value);
            case FLOAT64 -> Double.isFinite(Double.longBitsToDouble(value))
                    ? (Object) Double.longBitsToDouble(value) : text(value);
            case FLOAT16 -> Double.isFinite(Half.value((int) value & 0xFFFF))
                    ? (Object) (float) Half.value((int) value & 0xFFFF) : text(value);
        };
    }

    /**
     * Whether a location of this kind, {@code bits} wide, holding {@code held} holds the value a person wrote as
     * {@code written} (its {@link ValueLiteral#bits}): the same bits, or for an {@link #INTEGER} the same low
     * {@code bits} bits where {@code written} is a value such a location takes, as {@code @buffer} takes them (from
     * -2^(bits-1) to 2^bits - 1): a {@code uint} holding 4294967295 holds {@code -1} and {@code 0xFFFFFFFF}, an
     * {@code int} holding -1 holds {@code 4294967295}, an {@code int8_t} holding -3 holds {@code 0xFD} (SPIR-V: an
     * OpTypeInt's signedness is how operations read its bits, not another value in memory). A 64-bit integer, a float
     * and a half are compared whole.
     */
    public boolean sameValue(long held, long written, int bits) {
        if (held == written) {
            return true;
        }
        if (this != INTEGER || bits >= 64 || bits <= 0) {
            return false;
        }
        long mask = (1L << bits) - 1;
        return written >= -(1L << (bits - 1)) && written <= mask && ((held ^ written) & mask) == 0;
    }

    /** {@link #sameValue(long, long, int)} of a 32-bit location. */
    public boolean sameValue(long held, long written) {
        return sameValue(held, written, 32);
    }
}
