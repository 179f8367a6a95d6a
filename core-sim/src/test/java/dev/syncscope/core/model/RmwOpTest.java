package dev.syncscope.core.model;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class RmwOpTest {

    /**
     * Expected values by hand: 32-bit formats wrap modulo 2^32 (OpAtomicIAdd is modular, SPIR-V spec
     * "2.2.1 ... integer arithmetic wraps"); INT32 holds values sign-extended, UINT32 zero-extended, as
     * SPIR-V stores write them. INT64 is the herd/Dat3M litmus type (64-bit bit-vectors, signed division
     * truncating toward zero like SMT-LIB bvsdiv).
     */
    @ParameterizedTest
    @CsvSource(textBlock = """
            ADD,       UINT32, 4294967295,  1,           0
            ADD,       INT32,  2147483647,  1,           -2147483648
            SUB,       UINT32, 0,           1,           4294967295
            SUB,       INT32,  0,           1,           -1
            INCREMENT, UINT32, 4294967295,  0,           0
            DECREMENT, INT32,  -2147483648, 0,           2147483647
            MUL,       UINT32, 65536,       65536,       0
            MUL,       INT64,  4611686018427387904, 4,   0
            MUL,       INT64,  3,           5,           15
            DIV,       INT64,  -7,          2,           -3
            DIV,       INT64,  7,           -2,          -3
            DIV,       INT32,  -2147483648, -1,          -2147483648
            MIN,       INT32,  -1,          1,           -1
            MAX,       INT32,  -1,          1,           1
            UMIN,      INT32,  -1,          1,           1
            UMAX,      INT32,  -1,          1,           -1
            UMIN,      UINT32, 4294967295,  1,           1
            MIN,       UINT32, 4294967295,  1,           4294967295
            EXCHANGE,  UINT32, 0,           -1,          4294967295
            XOR,       INT32,  -1,          2147483647,  -2147483648
            """)
    void valuesWrapAtTheLocationsWidthInItsRepresentation(RmwOp op, IntFormat format, long old, long operand,
                                                           long written) {
        assertEquals(written, op.apply(old, operand, format));
    }

    /**
     * Floats by their bits (a float location is UINT32, its bits zero-extended). By hand: 1.5 + 2.25 = 3.75
     * (0x3FC00000 + 0x40100000 = 0x40700000); 1.0E8 + 1.0 rounds to nearest even back to 1.0E8 (0x4CBEBC20, its
     * neighbours 8 apart); -1.0 + 1.0 = +0.0. SPV_EXT_shader_atomic_float_min_max: min(x, y) = x if x &lt; y;
     * "min(-0, +0) = min(+0, -0) = +0 or -0" (taken: -0 for min, +0 for max); min(x, qNaN) = min(qNaN, x) = x;
     * two NaNs give a NaN (the stored one).
     */
    @ParameterizedTest
    @CsvSource(textBlock = """
            FADD, 3FC00000, 40100000, 40700000
            FADD, 4CBEBC20, 3F800000, 4CBEBC20
            FADD, BF800000, 3F800000, 00000000
            FMIN, 3FC00000, BF800000, BF800000
            FMIN, BF800000, 3FC00000, BF800000
            FMAX, BF800000, 3FC00000, 3FC00000
            FMIN, 00000000, 80000000, 80000000
            FMIN, 80000000, 00000000, 80000000
            FMAX, 00000000, 80000000, 00000000
            FMAX, 80000000, 00000000, 00000000
            FMIN, 7FC00000, 3FC00000, 3FC00000
            FMAX, 3FC00000, 7FC00000, 3FC00000
            FMIN, 7FC00001, 7FC00000, 7FC00001
            """)
    void floatAtomicsWorkOnTheFloatsTheBitsHold(RmwOp op, String old, String operand, String written) {
        assertEquals(Long.parseLong(written, 16),
                op.apply(Long.parseLong(old, 16), Long.parseLong(operand, 16), IntFormat.UINT32));
    }

    @Test
    void sixtyFourBitArithmeticIsTheDefault() {
        assertEquals(4294967296L, RmwOp.ADD.apply(4294967295L, 1));
        assertEquals(Long.MIN_VALUE, RmwOp.ADD.apply(Long.MAX_VALUE, 1));
    }

    @Test
    void divisionByZeroHasNoResult() {
        assertThrows(ArithmeticException.class, () -> RmwOp.DIV.apply(1, 0, IntFormat.INT64));
    }

    @Test
    void aFailedCompareExchangeWritesNothing() {
        Reference x = new Reference("x", "x", StorageClass.STORAGE_BUFFER, 1);
        Action.ReadModifyWrite cas = new Action.ReadModifyWrite(x, 0, RmwOp.EXCHANGE, 7, 1L, null,
                SourceSpan.UNKNOWN, IntFormat.UINT32);
        assertNull(cas.written(0));
        assertEquals(7L, cas.written(1));
    }
}
