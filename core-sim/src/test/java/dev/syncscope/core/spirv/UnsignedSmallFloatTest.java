package dev.syncscope.core.spirv;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The unsigned 11- and 10-bit floats of {@code r11f_g11f_b10f} (Vulkan "Unsigned 11-Bit Floating-Point Numbers",
 * "Unsigned 10-Bit …": a 5-bit exponent of bias 15 above a 6- or 5-bit mantissa, no sign), worked by hand.
 */
class UnsignedSmallFloatTest {

    @Test
    void numbersAreReadAsTheExponentAndMantissaSay() {
        assertEquals(0.0, ImageFormats.fromUnsignedFloat(0, 6));
        assertEquals(1.0, ImageFormats.fromUnsignedFloat(15 << 6, 6)); // 2^0 × 1
        assertEquals(2.5, ImageFormats.fromUnsignedFloat((16 << 5) | 8, 5)); // 2^1 × (1 + 8/32)
        assertEquals(65024.0, ImageFormats.fromUnsignedFloat((30 << 6) | 63, 6)); // 2^15 × (1 + 63/64)
        assertEquals(64512.0, ImageFormats.fromUnsignedFloat((30 << 5) | 31, 5)); // 2^15 × (1 + 31/32)
        assertEquals(Math.pow(2, -15), ImageFormats.fromUnsignedFloat(32, 6)); // E 0: 2^-14 × 32/64
        assertEquals(Double.POSITIVE_INFINITY, ImageFormats.fromUnsignedFloat(31 << 6, 6));
        assertTrue(Double.isNaN(ImageFormats.fromUnsignedFloat((31 << 6) | 1, 6)));
    }

    @Test
    void finiteValuesRoundToTheClosestRepresentableHalfToEven() {
        assertEquals(15 << 6, ImageFormats.toUnsignedFloat(1.0f, 6));
        assertEquals(14 << 6, ImageFormats.toUnsignedFloat(0.5f, 6));
        assertEquals((16 << 5) | 8, ImageFormats.toUnsignedFloat(2.5f, 5));
        // 1 + 1/128 lies halfway between 1 and 1 + 1/64: to the even mantissa 0; 1 + 3/128 to 2
        assertEquals(15 << 6, ImageFormats.toUnsignedFloat(1 + 1 / 128f, 6));
        assertEquals((15 << 6) | 2, ImageFormats.toUnsignedFloat(1 + 3 / 128f, 6));
        // just under 2 with every mantissa bit rounding up carries into the exponent: 2.0
        assertEquals(16 << 6, ImageFormats.toUnsignedFloat(2 - 1 / 256f, 6));
        // below 2^-14 a denormal: 2^-15 is 32 × 2^-20
        assertEquals(32, ImageFormats.toUnsignedFloat((float) Math.pow(2, -15), 6));
        assertEquals(0, ImageFormats.toUnsignedFloat(1e-30f, 6));
    }

    @Test
    void negativesAreZeroAndLargeFiniteValuesTheLargestFiniteOne() {
        // "negative values are converted to zero"; "finite positive values greater than 65024 … are converted to
        // 65024"; "negative infinity is converted to zero; positive infinity … to positive infinity; … NaN … to
        // positive NaN"
        assertEquals(0, ImageFormats.toUnsignedFloat(-1.0f, 6));
        assertEquals(0, ImageFormats.toUnsignedFloat(-0.0f, 6));
        assertEquals(0, ImageFormats.toUnsignedFloat(Float.NEGATIVE_INFINITY, 6));
        assertEquals((30 << 6) | 63, ImageFormats.toUnsignedFloat(1e6f, 6));
        assertEquals((30 << 5) | 31, ImageFormats.toUnsignedFloat(Float.MAX_VALUE, 5));
        assertEquals(31 << 6, ImageFormats.toUnsignedFloat(Float.POSITIVE_INFINITY, 6));
        long nan = ImageFormats.toUnsignedFloat(Float.NaN, 5);
        assertTrue(Double.isNaN(ImageFormats.fromUnsignedFloat(nan, 5)), Long.toHexString(nan));
    }
}
