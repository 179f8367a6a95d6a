package dev.syncscope.core.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The one grammar of values that {@code @buffer}, {@code @expect final} and {@code run --read} read (until session 80
 * each had its own: {@code --read} took no {@code NaN} nor hexadecimal bits, {@code @buffer} read {@code 3} in a
 * float buffer as the bits 3, and {@code NaN(0x7fc00001)}, as SyncScope prints such a NaN, was read by none).
 */
class ValueLiteralTest {

    private static long bits(String text, ValueKind kind) {
        return ValueLiteral.parse(text).bits(kind);
    }

    @Test
    void aFloatHasAPointAnExponentOrAnFSuffixAndReadsAsItsBits() {
        // IEEE 754 binary32: 2.0 is 0x40000000, -0.0 0x80000000, 1.0E8 0x4CBEBC20
        assertEquals(ValueLiteral.Form.FLOAT, ValueLiteral.parse("1.5").form());
        assertEquals(0x40000000L, bits("2f", ValueKind.FLOAT32));
        assertEquals(0x80000000L, bits("-0.0", ValueKind.FLOAT32));
        assertEquals(0x4CBEBC20L, bits("1.0E8", ValueKind.FLOAT32));
        assertEquals(0x4CBEBC20L, bits("1e8", ValueKind.FLOAT32));
        assertEquals(0x3F000000L, bits(".5", ValueKind.FLOAT32));
        // the quiet NaN and the infinities as ValueKind.text writes them
        assertEquals(0x7FC00000L, bits("NaN", ValueKind.FLOAT32));
        assertEquals(0xFF800000L, bits("-Infinity", ValueKind.FLOAT32));
        assertEquals(0x7F800000L, bits("+Infinity", ValueKind.FLOAT32));
        // a float in a 64-bit float local is its binary64 bits
        assertEquals(Double.doubleToRawLongBits(1.5), bits("1.5", ValueKind.FLOAT64));
    }

    @Test
    void aNanWithOtherBitsReadsBackAsPrinted() {
        for (long nan : new long[] {0x7FC00001L, 0xFFC00000L, 0x7F800001L}) {
            String shown = ValueKind.FLOAT32.text(nan);
            assertEquals(nan, bits(shown, ValueKind.FLOAT32), shown);
        }
        assertEquals(0x7FF8000000000001L, bits(ValueKind.FLOAT64.text(0x7FF8000000000001L), ValueKind.FLOAT64));
        // NaN(…) must hold a NaN's bits: 0x3f800000 is 1.0
        assertThrows(NumberFormatException.class, () -> ValueLiteral.parse("NaN(0x3f800000)"));
    }

    @Test
    void aDecimalIntegerIsThatNumberInEveryLocation() {
        assertEquals(-2L, bits("-2", ValueKind.INTEGER));
        assertEquals(3L, bits("+3", ValueKind.INTEGER));
        // in a float location, the float of that number: 3.0 is 0x40400000
        assertEquals(0x40400000L, bits("3", ValueKind.FLOAT32));
        assertEquals(0x40400000L, bits("+3", ValueKind.FLOAT32));
        assertEquals(0xBF800000L, bits("-1", ValueKind.FLOAT32));
        assertEquals(Double.doubleToRawLongBits(3.0), bits("3", ValueKind.FLOAT64));
    }

    @Test
    void hexadecimalIsBitsInEveryLocation() {
        assertEquals(0x40400000L, bits("0x40400000", ValueKind.FLOAT32));
        assertEquals(0x40400000L, bits("0x40400000", ValueKind.INTEGER));
        assertEquals(-16L, bits("-0x10", ValueKind.INTEGER));
        assertEquals(0xFFFFFFFFL, bits("0XFFFFFFFF", ValueKind.INTEGER));
        // a float written into an integer location is its bits, as a uint buffer holding a float's bits
        assertEquals(0x3FC00000L, bits("1.5", ValueKind.INTEGER));
    }

    @Test
    void anythingElseIsNoValue() {
        for (String bad : new String[] {"1.2.3", "nan", "inf", "0x", "1.5d", "0x1p3", "", "-", "1,5", "ten",
                "99999999999999999999"}) {
            assertFalse(ValueLiteral.isValue(bad), bad);
            assertThrows(NumberFormatException.class, () -> ValueLiteral.parse(bad), bad);
        }
        assertTrue(ValueLiteral.isValue(" 7 "));
    }

    @Test
    void sixtyFourBitLocationsReadUnsignedDecimalsAndWidenAThirtyTwoBitNan() {
        // session 82: 2^64 - 1 is all ones in a uint64_t, 1.8446744073709552E19 in a double (not -1.0); NaN(0x7fc00001)
        // in a double is the float's NaN widened (sign, 0x7FF exponent, payload 0x400001 << 29), not a denormal
        assertEquals(-1L, bits("18446744073709551615", ValueKind.UINT64));
        assertEquals(Double.doubleToRawLongBits(18446744073709551615.0),
                bits("18446744073709551615", ValueKind.FLOAT64));
        long widened = bits("NaN(0x7fc00001)", ValueKind.FLOAT64);
        assertEquals(0x7FF8000020000000L, widened);
        assertTrue(Double.isNaN(Double.longBitsToDouble(widened)));
        assertEquals(0x7FC00001L, bits("NaN(0x7fc00001)", ValueKind.FLOAT32));
        assertEquals("18446744073709551615", ValueKind.UINT64.text(-1L));
        // the integer -0 is 0: +0.0 in a float location, as before session 82
        assertEquals(0L, bits("-0", ValueKind.FLOAT32));
    }
}
