package dev.syncscope.core.model;

/**
 * How a memory location's integer value is held in a {@code long}, so that arithmetic done on it (an
 * atomic read-modify-write) wraps at the location's width and keeps its representation. Immutable.
 *
 * <p>The herd-style and Khronos litmus formats use 64-bit values (Dat3M's litmus type is a 64-bit
 * integer); a SPIR-V kernel's 32-bit scalars in shared memory are held sign-extended for signed integer types
 * and zero-extended otherwise, its 64-bit ones (since session 82) as the whole {@code long} (see
 * docs/spirv-interpreter.md, "Locations").
 */
public enum IntFormat {
    /** 64-bit two's complement, the {@code long} itself. */
    INT64(64, true),
    /** 32-bit two's complement, held sign-extended: {@code -2^31 .. 2^31-1}. */
    INT32(32, true),
    /** 32-bit pattern, held zero-extended: {@code 0 .. 2^32-1}. */
    UINT32(32, false);

    private final int bits;
    private final boolean signed;

    IntFormat(int bits, boolean signed) {
        this.bits = bits;
        this.signed = signed;
    }

    public int bits() {
        return bits;
    }

    /** {@code value} wrapped to this width, in this format's representation. */
    public long wrap(long value) {
        return signed ? asSigned(value) : asUnsigned(value);
    }

    /** The low {@link #bits()} of {@code value} read as a two's complement number. */
    public long asSigned(long value) {
        return bits == 64 ? value : (value << (64 - bits)) >> (64 - bits);
    }

    /** The low {@link #bits()} of {@code value} read as an unsigned number (64-bit: the same bits). */
    public long asUnsigned(long value) {
        return bits == 64 ? value : value & ((1L << bits) - 1);
    }
}
