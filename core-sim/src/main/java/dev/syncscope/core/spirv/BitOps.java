package dev.syncscope.core.spirv;

import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The bit-field and extended-arithmetic instructions of SPIR-V 3.52.14 (Bit Instructions) and 3.52.13 (Arithmetic
 * Instructions): OpBitFieldInsert, OpBitFieldSExtract, OpBitFieldUExtract, OpBitReverse (GLSL {@code bitfieldInsert},
 * {@code bitfieldExtract}, {@code bitfieldReverse}) and OpIAddCarry, OpISubBorrow, OpUMulExtended, OpSMulExtended
 * (GLSL {@code uaddCarry}, {@code usubBorrow}, {@code umulExtended}, {@code imulExtended}), component-wise on
 * vectors. Scalars are bit patterns zero-extended to their width, as in {@link Arith}; the extended instructions'
 * results are two-member structs (low part or result first). A bit field that reaches past its value's bits ("The
 * resulting value is undefined if Count or Offset or their sum is greater than the number of bits in the result") is
 * an undefined value made here ({@link UndefinedValue.Kind#BIT_FIELD_OUTSIDE}), its bits those of the part of the
 * field inside the value. Stateless.
 */
final class BitOps {

    /** The instructions this class computes. */
    static final Set<String> SUPPORTED = Set.of("OpBitFieldInsert", "OpBitFieldSExtract", "OpBitFieldUExtract",
            "OpBitReverse", "OpIAddCarry", "OpISubBorrow", "OpUMulExtended", "OpSMulExtended");

    private BitOps() {
    }

    /**
     * The result of {@code op} on {@code operands} (as {@link Machine} holds them), of {@code width}-bit integer
     * components; a bit field out of range is undefined from {@code at}.
     */
    static Object value(String op, int width, List<Object> operands, SourceSpan at) {
        return switch (op) {
            case "OpBitReverse" -> map(operands.get(0), null, (x, y) -> Long.reverse(x) >>> (64 - width));
            case "OpBitFieldInsert" -> field(op, width, operands.get(0), operands.get(1), operands.get(2),
                    operands.get(3), at);
            case "OpBitFieldSExtract", "OpBitFieldUExtract" -> field(op, width, operands.get(0), null,
                    operands.get(1), operands.get(2), at);
            default -> extended(op, width, operands.get(0), operands.get(1));
        };
    }

    private static Object field(String op, int width, Object base, Object insert, Object offsetValue,
                                Object countValue, SourceSpan at) {
        // "Offset and Count … are consumed as unsigned values"
        long offset = Arith.number(offsetValue);
        long count = Arith.number(countValue);
        Object origin = Definedness.origin(offsetValue);
        origin = origin != null ? origin : Definedness.origin(countValue);
        // Offset + Count as a person reads it, saturated (64-bit operands could wrap)
        long sum = Long.compareUnsigned(offset, width) > 0 || Long.compareUnsigned(count, width) > 0
                ? (offset + count < 0 || offset + count < offset ? Long.MAX_VALUE : offset + count) : offset + count;
        boolean outside = Long.compareUnsigned(offset, width) > 0 || Long.compareUnsigned(count, width) > 0
                || Long.compareUnsigned(sum, width) > 0;
        if (origin == null && outside) {
            origin = new UndefinedValue(UndefinedValue.Kind.BIT_FIELD_OUTSIDE, op, at, sum);
        }
        int off = (int) Math.min(Long.compareUnsigned(offset, width) > 0 ? width : offset, width);
        int cnt = (int) Math.min(Long.compareUnsigned(count, width) > 0 ? width : count, width - off);
        long fieldMask = cnt == 64 ? -1L : ((1L << cnt) - 1);
        Object r = switch (op) {
            // OpBitFieldInsert: "bits Offset through Offset + Count - 1 of the result are taken from bits 0 through
            // Count - 1 of Insert, and all other bits of the result are taken from the corresponding bits of Base"
            case "OpBitFieldInsert" -> map(base, insert, (b, i) -> Arith.mask(
                    (b & ~(fieldMask << off)) | ((i & fieldMask) << off), width));
            // OpBitFieldUExtract: "The result has bits 0 through Count - 1 set to bits Offset through Offset + Count
            // - 1 of Base … If Count is 0, the result is 0"; SExtract: "sign-extended from bit Count - 1"
            case "OpBitFieldUExtract" -> map(base, null, (b, i) -> (b >>> off) & fieldMask);
            default -> map(base, null, (b, i) -> cnt == 0 ? 0L
                    : Arith.mask(Arith.signExtend((b >>> off) & fieldMask, cnt), width));
        };
        return Definedness.taint(r, origin);
    }

    private static Object extended(String op, int width, Object a, Object b) {
        if (a instanceof List<?> la) {
            List<Object> low = new ArrayList<>(la.size());
            List<Object> high = new ArrayList<>(la.size());
            for (int i = 0; i < la.size(); i++) {
                List<?> pair = (List<?>) extended(op, width, la.get(i), b instanceof List<?> lb ? lb.get(i) : b);
                low.add(pair.get(0));
                high.add(pair.get(1));
            }
            return List.of(List.copyOf(low), List.copyOf(high));
        }
        long x = Arith.mask(Arith.number(a), width);
        long y = Arith.mask(Arith.number(b), width);
        long[] r = switch (op) {
            // OpIAddCarry: "Member 0 of the result gets the low-order bits (full component width) of the addition.
            // Member 1 of the result gets the high-order (carry) bit of the result of the addition"
            case "OpIAddCarry" -> new long[] {Arith.mask(x + y, width),
                    Long.compareUnsigned(Arith.mask(x + y, width), x) < 0 ? 1 : 0};
            // OpISubBorrow: "Member 1 of the result gets 0 if Operand 1 ≥ Operand 2, and gets 1 otherwise"
            case "OpISubBorrow" -> new long[] {Arith.mask(x - y, width), Long.compareUnsigned(x, y) >= 0 ? 0 : 1};
            // OpUMulExtended / OpSMulExtended: "Member 0 … gets the low-order bits of the multiplication. Member 1
            // … gets the high-order bits of the multiplication"
            case "OpUMulExtended" -> width <= 32 ? new long[] {Arith.mask(x * y, width), Arith.mask((x * y) >>> width,
                    width)} : new long[] {x * y, Math.multiplyHigh(x, y) + ((x >> 63) & y) + ((y >> 63) & x)};
            default -> {
                long sx = Arith.signExtend(x, width);
                long sy = Arith.signExtend(y, width);
                yield width <= 32 ? new long[] {Arith.mask(sx * sy, width), Arith.mask((sx * sy) >> width, width)}
                        : new long[] {sx * sy, Math.multiplyHigh(sx, sy)};
            }
        };
        Object origin = Definedness.origin(a);
        origin = origin != null ? origin : Definedness.origin(b);
        return List.of(Definedness.taint(r[0], origin), Definedness.taint(r[1], origin));
    }

    /** {@code f} of each component of {@code a} (and {@code b}'s, when a vector), undefined where they are. */
    private static Object map(Object a, Object b, java.util.function.LongBinaryOperator f) {
        if (a instanceof List<?> la) {
            List<Object> out = new ArrayList<>(la.size());
            for (int i = 0; i < la.size(); i++) {
                out.add(map(la.get(i), b instanceof List<?> lb ? lb.get(i) : b, f));
            }
            return List.copyOf(out);
        }
        long r = f.applyAsLong(Arith.number(a), b == null ? 0 : Arith.number(b));
        Object origin = Definedness.origin(a);
        return Definedness.taint(r, origin != null ? origin : b == null ? null : Definedness.origin(b));
    }
}
