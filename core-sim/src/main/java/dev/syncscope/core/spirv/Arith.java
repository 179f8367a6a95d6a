package dev.syncscope.core.spirv;

import dev.syncscope.core.model.FaultReason;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedValue;

import java.util.ArrayList;
import java.util.List;

/**
 * Pure local computation of the SPIR-V subset: integer, float and boolean arithmetic, bit
 * operations, comparisons and conversions, applied component-wise to vectors. Scalars are
 * {@code Long} bit patterns zero-extended to their width (floats as raw IEEE bits, bools 0/1);
 * vectors and composites are immutable {@code List}s. Stateless.
 */
final class Arith {

    private Arith() {
    }

    static long mask(long bits, int width) {
        return width >= 64 ? bits : bits & ((1L << width) - 1);
    }

    static long signExtend(long bits, int width) {
        return width >= 64 ? bits : (bits << (64 - width)) >> (64 - width);
    }

    /** Whether {@code op} is a unary operation this class computes. */
    static boolean isUnary(String op) {
        ArithOp a = ArithOp.named(op);
        return a != null && a.arity == 1;
    }

    /** Whether {@code op} is a binary operation this class computes. */
    static boolean isBinary(String op) {
        ArithOp a = ArithOp.named(op);
        return a != null && a.arity == 2;
    }

    static Object unary(ArithOp op, SpirvType result, SpirvType operand, Object a) {
        if (op == ArithOp.COPY_OBJECT) {
            return a;
        }
        a = Definedness.strip(a);
        if (op == ArithOp.BITCAST) {
            return bitcast(result, operand, a);
        }
        if (a instanceof Long x) {
            return unaryScalar(op, result, operand, x);
        }
        if (a instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object x : list) {
                out.add(unaryScalar(op, SpirvType.scalarOf(result), SpirvType.scalarOf(operand), number(x)));
            }
            return List.copyOf(out);
        }
        return unaryScalar(op, result, operand, number(a));
    }

    static Object binary(ArithOp op, SpirvType result, SpirvType operand, Object a, Object b) {
        a = Definedness.strip(a);
        b = Definedness.strip(b);
        if (a instanceof Long x && b instanceof Long y) {
            return binaryScalar(op, result, operand, x, y);
        }
        if (a instanceof List<?> la) {
            List<Object> out = new ArrayList<>(la.size());
            if (b instanceof List<?> lb && lb.size() != la.size()) {
                throw new Fault(op.spirvName + " of vectors of " + la.size() + " and " + lb.size()
                        + " components");
            }
            for (int i = 0; i < la.size(); i++) {
                Object bi = b instanceof List<?> lb ? lb.get(i) : b;
                out.add(binaryScalar(op, SpirvType.scalarOf(result), SpirvType.scalarOf(operand), number(la.get(i)),
                        number(bi)));
            }
            return List.copyOf(out);
        }
        return binaryScalar(op, result, operand, number(a), number(b));
    }

    /** {@code v} as a vector or other composite; a fault when an ill-typed module gives a number or a pointer instead. */
    static List<?> vector(Object v) {
        if (v instanceof List<?> l) {
            return l;
        }
        throw new Fault((v instanceof Ptr ? "a pointer" : "a number") + " is used where a composite is needed");
    }

    /** {@code v} as a number; a fault when an ill-typed module gives a pointer or a composite instead. */
    static long number(Object v) {
        if (v instanceof Long l) {
            return l;
        }
        if (v instanceof Definedness.Undef u) {
            return u.bits();
        }
        throw new Fault((v instanceof Ptr ? "a pointer" : "a composite value") + " is used where a number is needed");
    }

    private static long unaryScalar(ArithOp op, SpirvType result, SpirvType operand, long x) {
        int rw = SpirvType.width(result);
        int ow = SpirvType.width(operand);
        return switch (op) {
            case S_NEGATE -> mask(-signExtend(x, ow), rw);
            case F_NEGATE -> fromDouble(-toDouble(x, ow), rw);
            case NOT -> mask(~x, rw);
            case LOGICAL_NOT -> x == 0 ? 1 : 0;
            case BIT_COUNT -> Long.bitCount(mask(x, ow));
            case CONVERT_F_TO_U -> mask((long) toDouble(x, ow), rw);
            case CONVERT_F_TO_S -> mask((long) toDouble(x, ow), rw);
            case CONVERT_S_TO_F -> fromDouble(signExtend(x, ow), rw);
            case CONVERT_U_TO_F -> fromDouble(ow >= 64 && x < 0 ? unsigned64(x) : (double) mask(x, ow), rw);
            case U_CONVERT -> mask(mask(x, ow), rw);
            case S_CONVERT -> mask(signExtend(x, ow), rw);
            case F_CONVERT -> fromDouble(toDouble(x, ow), rw);
            case IS_NAN -> Double.isNaN(toDouble(x, ow)) ? 1 : 0;
            case IS_INF -> Double.isInfinite(toDouble(x, ow)) ? 1 : 0;
            default -> throw new IllegalArgumentException(op.spirvName);
        };
    }

    /** {@code divisor}, which must not be 0 at {@code width} bits: a fault, undefined behaviour, when it is. */
    private static long nonZero(long divisor, int width) {
        if (mask(divisor, width) == 0) {
            throw new Fault(FaultReason.of(FaultReason.Kind.DIVISION_BY_ZERO));
        }
        return divisor;
    }

    /**
     * {@code r}, the result of shift {@code op} of {@code width}-bit components by {@code shift}, made undefined in each
     * component whose Shift is {@code width} or more (OpShiftLeftLogical: "The resulting value is undefined if Shift is
     * greater than or equal to the bit width of the components of Base"; "Results are computed per component"), lane
     * by lane: a lane shifted less stays defined, and a lane an operand made undefined keeps that origin.
     */
    static Object shiftPastWidth(Object r, String op, int width, Object shift, SourceSpan at) {
        if (r instanceof List<?> lanes) {
            Object counts = Definedness.strip(shift);
            List<Object> out = new ArrayList<>(lanes.size());
            boolean changed = false;
            for (int i = 0; i < lanes.size(); i++) {
                Object count = counts instanceof List<?> l ? l.get(i) : shift;
                Object lane = shiftPastWidth(lanes.get(i), op, width, count, at);
                changed |= lane != lanes.get(i);
                out.add(lane);
            }
            return changed ? List.copyOf(out) : r;
        }
        if (Definedness.origin(r) != null) {
            return r;
        }
        long n = number(Definedness.strip(shift));
        return Long.compareUnsigned(n, width) >= 0
                ? Definedness.taint(r, new UndefinedValue(UndefinedValue.Kind.SHIFT_PAST_WIDTH, op, at, n)) : r;
    }

    private static long binaryScalar(ArithOp op, SpirvType result, SpirvType operand, long x, long y) {
        int rw = SpirvType.width(result);
        int w = SpirvType.width(operand);
        long sx = signExtend(x, w);
        long sy = signExtend(y, w);
        return switch (op) {
            case I_ADD -> mask(x + y, rw);
            case I_SUB -> mask(x - y, rw);
            case I_MUL -> mask(x * y, rw);
            // OpUDiv, OpSDiv, OpUMod, OpSRem, OpSMod: "Behavior is undefined if Operand 2 is 0": the invocation stops
            // there (it went on with 0 until session 85)
            case U_DIV -> mask(Long.divideUnsigned(x, nonZero(y, w)), rw);
            case S_DIV -> mask(sx / nonZero(sy, w), rw);
            case U_MOD -> mask(Long.remainderUnsigned(x, nonZero(y, w)), rw);
            case S_REM -> mask(sx % nonZero(sy, w), rw);
            case S_MOD -> mask(Math.floorMod(sx, nonZero(sy, w)), rw);
            case F_ADD -> fromDouble(toDouble(x, w) + toDouble(y, w), rw);
            case F_SUB -> fromDouble(toDouble(x, w) - toDouble(y, w), rw);
            case F_MUL, VECTOR_TIMES_SCALAR -> fromDouble(toDouble(x, w) * toDouble(y, w), rw);
            case F_DIV -> fromDouble(toDouble(x, w) / toDouble(y, w), rw);
            case F_REM -> fromDouble(toDouble(x, w) % toDouble(y, w), rw);
            case F_MOD -> fromDouble(floorMod(toDouble(x, w), toDouble(y, w)), rw);
            case SHIFT_RIGHT_LOGICAL -> mask(x >>> y, rw);
            case SHIFT_RIGHT_ARITHMETIC -> mask(sx >> y, rw);
            case SHIFT_LEFT_LOGICAL -> mask(x << y, rw);
            case BITWISE_OR, LOGICAL_OR -> x | y;
            case BITWISE_XOR -> x ^ y;
            case BITWISE_AND, LOGICAL_AND -> x & y;
            case LOGICAL_EQUAL, I_EQUAL -> x == y ? 1 : 0;
            case LOGICAL_NOT_EQUAL, I_NOT_EQUAL -> x != y ? 1 : 0;
            case U_GREATER_THAN -> Long.compareUnsigned(x, y) > 0 ? 1 : 0;
            case S_GREATER_THAN -> sx > sy ? 1 : 0;
            case U_GREATER_THAN_EQUAL -> Long.compareUnsigned(x, y) >= 0 ? 1 : 0;
            case S_GREATER_THAN_EQUAL -> sx >= sy ? 1 : 0;
            case U_LESS_THAN -> Long.compareUnsigned(x, y) < 0 ? 1 : 0;
            case S_LESS_THAN -> sx < sy ? 1 : 0;
            case U_LESS_THAN_EQUAL -> Long.compareUnsigned(x, y) <= 0 ? 1 : 0;
            case S_LESS_THAN_EQUAL -> sx <= sy ? 1 : 0;
            default -> floatCompare(op, toDouble(x, w), toDouble(y, w)) ? 1 : 0;
        };
    }

    private static boolean floatCompare(ArithOp op, double a, double b) {
        boolean ordered = switch (op) {
            case F_ORD_EQUAL, F_ORD_NOT_EQUAL, F_ORD_LESS_THAN, F_ORD_GREATER_THAN, F_ORD_LESS_THAN_EQUAL,
                    F_ORD_GREATER_THAN_EQUAL -> true;
            default -> false;
        };
        if (Double.isNaN(a) || Double.isNaN(b)) {
            return !ordered;
        }
        return switch (op) {
            case F_ORD_EQUAL, F_UNORD_EQUAL -> a == b;
            case F_ORD_NOT_EQUAL, F_UNORD_NOT_EQUAL -> a != b;
            case F_ORD_LESS_THAN, F_UNORD_LESS_THAN -> a < b;
            case F_ORD_GREATER_THAN, F_UNORD_GREATER_THAN -> a > b;
            case F_ORD_LESS_THAN_EQUAL, F_UNORD_LESS_THAN_EQUAL -> a <= b;
            case F_ORD_GREATER_THAN_EQUAL, F_UNORD_GREATER_THAN_EQUAL -> a >= b;
            default -> throw new IllegalArgumentException(op.spirvName);
        };
    }

    private static Object bitcast(SpirvType result, SpirvType operand, Object a) {
        List<Long> bits = new ArrayList<>();
        int inWidth = SpirvType.width(SpirvType.scalarOf(operand));
        if (a instanceof List<?> l) {
            l.forEach(x -> bits.add(number(x)));
        } else {
            bits.add(number(a));
        }
        // the operand's bits in one stream, component 0 lowest (OpBitcast: "the components … are in order"), wider
        // than one long for a vector of more than 64 bits (a uvec3 to an ivec3: until session 81 its z landed on x)
        long[] all = new long[(bits.size() * inWidth + 63) / 64 + 1];
        int at = 0;
        for (long b : bits) {
            long v = mask(b, inWidth);
            all[at >>> 6] |= v << (at & 63);
            if ((at & 63) != 0 && (at & 63) + inWidth > 64) {
                all[(at >>> 6) + 1] |= v >>> (64 - (at & 63));
            }
            at += inWidth;
        }
        int outWidth = SpirvType.width(SpirvType.scalarOf(result));
        if (result instanceof SpirvType.Vector v) {
            List<Object> out = new ArrayList<>();
            for (int i = 0; i < v.count(); i++) {
                out.add(bitsAt(all, i * outWidth, outWidth));
            }
            return List.copyOf(out);
        }
        return bitsAt(all, 0, outWidth);
    }

    /** The {@code width} bits of {@code all} from bit {@code at}, zero-extended. */
    private static long bitsAt(long[] all, int at, int width) {
        int word = at >>> 6;
        if (word >= all.length) {
            return 0;
        }
        long v = all[word] >>> (at & 63);
        if ((at & 63) != 0 && (at & 63) + width > 64 && word + 1 < all.length) {
            v |= all[word + 1] << (64 - (at & 63));
        }
        return mask(v, width);
    }

    static double toDouble(long bits, int width) {
        if (width == 16) {
            return dev.syncscope.core.model.Half.value((int) bits);
        }
        return width == 64 ? Double.longBitsToDouble(bits) : java.lang.Float.intBitsToFloat((int) bits);
    }

    /**
     * The bits of {@code d} as a float of {@code width} bits, rounded to nearest, ties to even. A 16-bit float is
     * rounded from the double once ({@link dev.syncscope.core.model.Half#bits(double)}): an operation on two halves
     * computed as a double and rounded once is correctly rounded, 53 bits being at least twice 11 plus 2.
     */
    static long fromDouble(double d, int width) {
        if (width == 16) {
            return dev.syncscope.core.model.Half.bits(d);
        }
        return width == 64 ? Double.doubleToRawLongBits(d) : java.lang.Float.floatToRawIntBits((float) d) & 0xffffffffL;
    }

    private static double unsigned64(long x) {
        return (double) (x >>> 1) * 2.0 + (x & 1);
    }

    private static double floorMod(double a, double b) {
        return a - b * Math.floor(a / b);
    }
}
