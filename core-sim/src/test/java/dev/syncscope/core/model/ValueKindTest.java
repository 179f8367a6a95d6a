package dev.syncscope.core.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How values are written for people by kind; {@link ValueLiteralTest} reads them back. */
class ValueKindTest {

    @Test
    void integersAreWrittenInDecimal() {
        assertEquals("-1", ValueKind.INTEGER.text(-1));
        assertEquals("4294967295", ValueKind.INTEGER.text(0xFFFFFFFFL));
    }

    @Test
    void floatsOf32BitsAreWrittenAsJavaWritesThemAndReadBackToTheSameBits() {
        // IEEE 754 binary32: 1.0 is 0x3F800000, -0.0 is 0x80000000
        assertEquals("1.0", ValueKind.FLOAT32.text(0x3F800000L));
        assertEquals("-0.0", ValueKind.FLOAT32.text(0x80000000L));
        assertEquals("0.0", ValueKind.FLOAT32.text(0));
        assertEquals("1.0E8", ValueKind.FLOAT32.text(Float.floatToRawIntBits(1e8f) & 0xffffffffL));
        assertEquals("Infinity", ValueKind.FLOAT32.text(0x7F800000L));
        assertEquals("-Infinity", ValueKind.FLOAT32.text(0xFF800000L));
        for (float f : new float[] {0.1f, 1.5f, -2.75f, 3.0e-5f, 1e8f, Float.MIN_VALUE, Float.MAX_VALUE}) {
            long bits = Float.floatToRawIntBits(f) & 0xffffffffL;
            assertEquals(bits, ValueLiteral.parse(ValueKind.FLOAT32.text(bits)).bits(ValueKind.FLOAT32),
                    () -> Float.toString(f));
        }
    }

    @Test
    void aNanOtherThanTheQuietNanShowsItsBitsSoTwoNansDoNotLookAlike() {
        assertEquals("NaN", ValueKind.FLOAT32.text(0x7FC00000L));
        assertEquals("NaN(0x7fc00001)", ValueKind.FLOAT32.text(0x7FC00001L));
        assertEquals("NaN(0xffc00000)", ValueKind.FLOAT32.text(0xFFC00000L));
        assertEquals("NaN", ValueKind.FLOAT64.text(0x7FF8000000000000L));
        assertEquals("NaN(0x7ff8000000000001)", ValueKind.FLOAT64.text(0x7FF8000000000001L));
    }

    @Test
    void floatsOf64BitsUseTheWholeLong() {
        assertEquals("1.5", ValueKind.FLOAT64.text(Double.doubleToRawLongBits(1.5)));
        assertEquals("-0.0", ValueKind.FLOAT64.text(Long.MIN_VALUE));
    }

    @Test
    void a32BitIntegerHoldsTheValueWrittenSignedOrUnsignedAndA64BitOneOnlyItsOwn() {
        // @buffer takes -2147483648 to 4294967295 for a 32-bit location: -1 and 0xFFFFFFFF are its same bits
        assertTrue(ValueKind.INTEGER.sameValue(0xFFFFFFFFL, -1));
        assertTrue(ValueKind.INTEGER.sameValue(-1, 0xFFFFFFFFL));
        assertTrue(ValueKind.INTEGER.sameValue(7, 7));
        assertFalse(ValueKind.INTEGER.sameValue(0xFFFFFFFFL, 0xFFFFFFFEL));
        // a value past 32 bits is no 32-bit location's
        assertFalse(ValueKind.INTEGER.sameValue(0xFFFFFFFFL, 0x1FFFFFFFFL));
        assertFalse(ValueKind.INT64.sameValue(0xFFFFFFFFL, -1));
        assertFalse(ValueKind.UINT64.sameValue(0xFFFFFFFFL, -1));
        assertTrue(ValueKind.UINT64.sameValue(-1, -1));
        // a float compares its bits: +0.0 and -0.0 differ
        assertFalse(ValueKind.FLOAT32.sameValue(0, 0x80000000L));
    }
}
