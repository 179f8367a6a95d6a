package dev.syncscope.core.spirv;

import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedValue;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

/**
 * The edges of SPIR-V's bit-field and extended-arithmetic instructions ({@link BitOps}) that a GLSL kernel reaches
 * rarely: 64-bit products' high halves, a field of Count 0 or of the whole value, a Count consumed as unsigned.
 */
class BitOpsTest {

    private static Object op(String op, int width, Object... operands) {
        return BitOps.value(op, width, List.of(operands), SourceSpan.UNKNOWN);
    }

    @Test
    void sixtyFourBitExtendedArithmeticKeepsTheHighHalf() {
        // OpUMulExtended: (2^64 - 1) · 2 = 2^65 - 2: low 0xFFFF_FFFF_FFFF_FFFE, high 1
        assertEquals(List.of(-2L, 1L), op("OpUMulExtended", 64, -1L, 2L));
        // OpSMulExtended: -1 · 2 = -2: low -2, high all ones
        assertEquals(List.of(-2L, -1L), op("OpSMulExtended", 64, -1L, 2L));
        // unsigned, 2^63 · 2^63 = 2^126: low 0, high 2^62
        assertEquals(List.of(0L, 1L << 62), op("OpUMulExtended", 64, Long.MIN_VALUE, Long.MIN_VALUE));
        assertEquals(List.of(0L, 1L), op("OpIAddCarry", 64, -1L, 1L));
        assertEquals(List.of(-1L, 1L), op("OpISubBorrow", 64, 0L, 1L));
        // component-wise: member 0 is the vector of low parts, member 1 the vector of carries
        assertEquals(List.of(List.of(0L, 3L), List.of(1L, 0L)),
                op("OpIAddCarry", 32, List.of(0xFFFFFFFFL, 1L), List.of(1L, 2L)));
    }

    @Test
    void fieldsOfNoBitsAndOfTheWholeValue() {
        // "If Count is 0, the result is 0" (SExtract and UExtract); Insert of Count 0 is Base
        assertEquals(0L, op("OpBitFieldSExtract", 32, 0xFFFFFFFFL, 4L, 0L));
        assertEquals(0L, op("OpBitFieldUExtract", 32, 0xFFFFFFFFL, 4L, 0L));
        assertEquals(0x12345678L, op("OpBitFieldInsert", 32, 0x12345678L, 0xFFL, 4L, 0L));
        // a field of all 32 bits is the value itself; signed, bit 31 extends (zero-extended to 32 bits as held)
        assertEquals(0x87654321L, op("OpBitFieldInsert", 32, 0x12345678L, 0x87654321L, 0L, 32L));
        assertEquals(0x87654321L, op("OpBitFieldSExtract", 32, 0x87654321L, 0L, 32L));
        assertEquals(0x80000000L, op("OpBitReverse", 32, 1L));
        assertEquals(Long.MIN_VALUE, op("OpBitReverse", 64, 1L));
    }

    @Test
    void aCountConsumedAsUnsignedPastTheValueIsUndefined() {
        // "Offset and Count … are consumed as unsigned values": a Count of -1 is 0xFFFFFFFF, past 32 bits
        Object r = op("OpBitFieldUExtract", 32, 0xF0L, 4L, 0xFFFFFFFFL);
        Definedness.Undef u = assertInstanceOf(Definedness.Undef.class, r);
        UndefinedValue why = assertInstanceOf(UndefinedValue.class, u.origin());
        assertEquals(UndefinedValue.Kind.BIT_FIELD_OUTSIDE, why.kind());
        assertEquals(4L + 0xFFFFFFFFL, why.lane());
        // its bits are the part of the field inside the value: bits 4..31 of 0xF0
        assertEquals(0xFL, u.bits());
        // an undefined Base makes only its own component undefined
        Object v = op("OpBitFieldUExtract", 32, List.of(new Definedness.Undef(0xF0L, "read"), 0xF0L), 4L, 4L);
        assertEquals(List.of(new Definedness.Undef(0xFL, "read"), 0xFL), v);
    }
}
