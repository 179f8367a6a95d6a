package dev.syncscope.core.model;

/**
 * IEEE 754 binary16, the 16-bit float (SPIR-V OpTypeFloat 16, GLSL {@code float16_t}): its value from its bits and its
 * bits from a value, rounded to nearest, ties to even. One place for the conversions the interpreter's arithmetic,
 * {@code packHalf2x16}, the 16-bit image formats, {@code @buffer} values and the views' text use. Stateless.
 */
public final class Half {

    /** The bits of the quiet NaN a conversion makes (0x7E00). */
    public static final int QUIET_NAN = 0x7E00;

    private Half() {
    }

    /** The value of binary16 bits {@code h} (subnormals preserved), exact as a float and a double. */
    public static double value(int h) {
        int sign = (h & 0x8000) << 16;
        int exponent = (h >>> 10) & 0x1F;
        int mantissa = h & 0x3FF;
        if (exponent == 0x1F) {
            return Float.intBitsToFloat(sign | 0x7F800000 | (mantissa << 13));
        }
        if (exponent == 0) {
            double v = Math.scalb((double) mantissa, -24);
            return sign != 0 ? -v : v;
        }
        return Float.intBitsToFloat(sign | ((exponent - 15 + 127) << 23) | (mantissa << 13));
    }

    /** The binary16 bits of {@code f}, rounded to nearest, ties to even (a NaN stays a quiet NaN). */
    public static int bits(float f) {
        int bits = Float.floatToRawIntBits(f);
        int sign = (bits >>> 16) & 0x8000;
        int exponent = (bits >>> 23) & 0xFF;
        int mantissa = bits & 0x7FFFFF;
        if (exponent == 0xFF) {
            return sign | 0x7C00 | (mantissa != 0 ? 0x200 | (mantissa >>> 13) : 0);
        }
        int e = exponent - 127 + 15;
        if (e >= 0x1F) {
            return sign | 0x7C00;
        }
        if (e <= 0) {
            // a binary16 subnormal, h * 2^-24, or zero: below 2^-25 (shift 25 or more) it rounds to zero
            if (e < -10) {
                return sign;
            }
            return sign | roundedShift(mantissa | 0x800000, 14 - e);
        }
        // a carry out of the mantissa steps the exponent, up to 0x7C00, the infinity, as it should
        return sign | ((e << 10) + roundedShift(mantissa, 13));
    }

    /**
     * The binary16 bits of {@code d} in one rounding, to nearest, ties to even: to a multiple of the half's unit in the
     * last place at {@code d}'s exponent (2^-24 among the subnormals), which a float then holds exactly; from 65520,
     * halfway between the largest half (65504) and 2^16, an infinity. Rounding to a float first and then to a half
     * would round twice, and a float that lands halfway between two halves would then round the wrong way.
     */
    public static int bits(double d) {
        if (Double.isNaN(d)) {
            // its sign and the top of its payload kept, as a float's are
            return bits((float) d);
        }
        if (Double.isInfinite(d) || Math.abs(d) >= 65520) {
            return bits(d > 0 ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY);
        }
        double ulp = Math.scalb(1.0, Math.max(Math.getExponent(d), -14) - 10);
        return bits((float) (Math.rint(d / ulp) * ulp));
    }

    /** {@code m >> shift} rounded to nearest, ties to even. */
    private static int roundedShift(int m, int shift) {
        int h = m >>> shift;
        int rest = m & ((1 << shift) - 1);
        int half = 1 << (shift - 1);
        return rest > half || (rest == half && (h & 1) == 1) ? h + 1 : h;
    }
}
