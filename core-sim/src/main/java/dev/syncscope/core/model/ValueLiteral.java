package dev.syncscope.core.model;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A value as a person writes one for SyncScope, read the same way by {@code @buffer}, {@code @expect final} and
 * {@code run --read} (docs/kernel-pragmas.md, "Values"), and the bits it stands for in a location of a given
 * {@link ValueKind}. Every text {@link ValueKind#text} writes reads back to the same bits. Immutable.
 *
 * <ul>
 *   <li>a decimal integer ({@code 3}, {@code -2}): that number, or in a float location that number as a float
 *       ({@code 3} there is 3.0);</li>
 *   <li>a hexadecimal integer ({@code 0x40400000}, {@code -0x10}): those bits in any location;</li>
 *   <li>a float, with a '.', an exponent or an {@code f} suffix ({@code 1.5}, {@code 2f}, {@code -0.0},
 *       {@code 1e8}, {@code 1.0E8}), or {@code Infinity}, {@code -Infinity}, {@code NaN} (the quiet NaN
 *       {@code 0x7fc00000}) and {@code NaN(0x7fc00001)} (a NaN with those bits): its IEEE 754 bits.</li>
 * </ul>
 *
 * @param text the value as written, without surrounding spaces
 * @param form which of the three forms it has
 */
public record ValueLiteral(String text, Form form) {

    /** How a value is written. */
    public enum Form {
        /** A decimal integer. */
        DECIMAL,
        /** A hexadecimal integer: bits. */
        HEX,
        /** A floating-point number. */
        FLOAT
    }

    private static final Pattern DECIMAL = Pattern.compile("[-+]?\\d+");
    private static final Pattern HEX = Pattern.compile("([-+]?)0[xX]([0-9a-fA-F]+)");
    private static final Pattern FLOAT = Pattern.compile(
            "[-+]?(?:(?:\\d+\\.\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?|\\d+[eE][-+]?\\d+|\\d+)[fF]?|[-+]?Infinity|NaN");
    private static final Pattern NAN_BITS = Pattern.compile("NaN\\(0[xX]([0-9a-fA-F]{1,16})\\)");

    public ValueLiteral {
        if (text == null || form == null) {
            throw new IllegalArgumentException("a literal needs its text and form");
        }
    }

    /**
     * {@code text} read as a value.
     *
     * @throws NumberFormatException where it is none of the forms, or an integer too large for 64 bits, or a NaN
     *                               whose bits are no NaN
     */
    public static ValueLiteral parse(String text) {
        String t = text.strip();
        if (DECIMAL.matcher(t).matches()) {
            decimal(t);
            return new ValueLiteral(t, Form.DECIMAL);
        }
        if (HEX.matcher(t).matches()) {
            hexBits(t);
            return new ValueLiteral(t, Form.HEX);
        }
        Matcher nan = NAN_BITS.matcher(t);
        if (nan.matches()) {
            long bits = Long.parseUnsignedLong(nan.group(1), 16);
            // a half's NaN (0x7e01, as a 16-bit float location shows it), a float's or a double's
            boolean isNaN = halfNaN(bits) || (bits <= 0xffffffffL ? Float.isNaN(Float.intBitsToFloat((int) bits))
                    : Double.isNaN(Double.longBitsToDouble(bits)));
            if (!isNaN) {
                throw new NumberFormatException(t + ": 0x" + nan.group(1) + " is no NaN's bits");
            }
            return new ValueLiteral(t, Form.FLOAT);
        }
        if (FLOAT.matcher(t).matches()) {
            return new ValueLiteral(t, Form.FLOAT);
        }
        throw new NumberFormatException("not a value: " + t);
    }

    /** Whether {@code text} is a value ({@link #parse} reads it). */
    public static boolean isValue(String text) {
        try {
            parse(text);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /**
     * The bits this value stands for in a location of {@code kind}: a decimal integer as its number (in a float
     * location as that number's float, rounded to nearest), a hexadecimal integer as its bits, a float as its 32-bit
     * bits zero-extended (in a {@link ValueKind#FLOAT64} location its 64-bit bits, in a {@link ValueKind#FLOAT16} one
     * its value rounded to a half; in an integer location its 32-bit bits, as a {@code uint} buffer holding a float's
     * bits).
     */
    public long bits(ValueKind kind) {
        return switch (form) {
            case DECIMAL -> {
                long v = decimal(text);
                // the integer as written, to nearest: -0 is 0 (+0.0), and 2^64 - 1, held as -1, is no -1.0
                boolean unsigned = v < 0 && !text.startsWith("-");
                String digits = text.startsWith("+") ? text.substring(1) : text;
                yield switch (kind) {
                    case INTEGER, UINT64, INT64 -> v;
                    case FLOAT32 -> Float.floatToRawIntBits(unsigned ? Float.parseFloat(digits) : (float) v)
                            & 0xffffffffL;
                    case FLOAT64 -> Double.doubleToRawLongBits(unsigned ? Double.parseDouble(digits) : (double) v);
                    case FLOAT16 -> Half.bits(unsigned ? Double.parseDouble(digits) : (double) v);
                };
            }
            case HEX -> hexBits(text);
            case FLOAT -> kind == ValueKind.FLOAT16 ? halfBits() : floatBits(kind == ValueKind.FLOAT64);
        };
    }

    /** The bits as written, whatever the location: {@link #bits(ValueKind)} of an integer location. */
    public long bits() {
        return bits(ValueKind.INTEGER);
    }

    /**
     * A float literal in a 16-bit float location: its value rounded once to a half; a half NaN's bits as written, a
     * float's or a double's NaN narrowed as a conversion narrows it (its sign and the top of its payload kept).
     */
    private long halfBits() {
        Matcher nan = NAN_BITS.matcher(text);
        if (nan.matches()) {
            long bits = Long.parseUnsignedLong(nan.group(1), 16);
            return halfNaN(bits) ? bits : bits <= 0xffffffffL ? Half.bits(Float.intBitsToFloat((int) bits))
                    : Half.bits((float) Double.longBitsToDouble(bits));
        }
        return Half.bits(Double.parseDouble(text.replaceFirst("[fF]$", "")));
    }

    /** Whether {@code bits} are a 16-bit float NaN's: all exponent bits set, a mantissa not zero. */
    private static boolean halfNaN(long bits) {
        return bits <= 0xFFFF && (bits & 0x7C00) == 0x7C00 && (bits & 0x3FF) != 0;
    }

    private long floatBits(boolean binary64) {
        Matcher nan = NAN_BITS.matcher(text);
        if (nan.matches()) {
            long bits = Long.parseUnsignedLong(nan.group(1), 16);
            if (halfNaN(bits)) {
                // a half's NaN in a wider location: widened as a conversion widens it, sign and payload at the top
                long payload = bits & 0x3FF;
                return binary64 ? (bits & 0x8000) << 48 | 0x7FF0000000000000L | payload << 42
                        : (bits & 0x8000) << 16 | 0x7F800000L | payload << 13;
            }
            if (binary64 && bits <= 0xffffffffL) {
                // a 32-bit NaN's bits in a 64-bit location: widened as float-to-double conversion widens them, its
                // sign kept and its 23-bit payload at the top of the 52-bit one
                return (bits & 0x80000000L) << 32 | 0x7FF0000000000000L | (bits & 0x7FFFFFL) << 29;
            }
            return bits;
        }
        String t = text.replaceFirst("[fF]$", "");
        return binary64 ? Double.doubleToRawLongBits(Double.parseDouble(t))
                : Float.floatToRawIntBits(Float.parseFloat(t)) & 0xffffffffL;
    }

    /**
     * A decimal integer's 64 bits: a signed {@code long}, or without a sign up to 2^64 - 1 as a {@code uint64_t}
     * holds it.
     */
    private static long decimal(String t) {
        String digits = t.startsWith("+") ? t.substring(1) : t;
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            if (digits.startsWith("-")) {
                throw e;
            }
            return Long.parseUnsignedLong(digits);
        }
    }

    private static long hexBits(String t) {
        Matcher m = HEX.matcher(t);
        if (!m.matches()) {
            throw new NumberFormatException("not hexadecimal: " + t);
        }
        long v = Long.parseUnsignedLong(m.group(2).toLowerCase(Locale.ROOT), 16);
        return m.group(1).equals("-") ? -v : v;
    }
}
