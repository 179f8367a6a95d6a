package dev.syncscope.core.spirv;

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
        return switch (op) {
            case "OpSNegate", "OpFNegate", "OpNot", "OpLogicalNot", "OpBitCount", "OpConvertFToU", "OpConvertFToS",
                    "OpConvertSToF", "OpConvertUToF", "OpUConvert", "OpSConvert", "OpFConvert", "OpBitcast",
                    "OpIsNan", "OpIsInf", "OpCopyObject" -> true;
            default -> false;
        };
    }

    /** Whether {@code op} is a binary operation this class computes. */
    static boolean isBinary(String op) {
        return switch (op) {
            case "OpIAdd", "OpFAdd", "OpISub", "OpFSub", "OpIMul", "OpFMul", "OpUDiv", "OpSDiv", "OpFDiv", "OpUMod",
                    "OpSRem", "OpSMod", "OpFRem", "OpFMod", "OpVectorTimesScalar", "OpShiftRightLogical",
                    "OpShiftRightArithmetic", "OpShiftLeftLogical", "OpBitwiseOr", "OpBitwiseXor", "OpBitwiseAnd",
                    "OpLogicalEqual", "OpLogicalNotEqual", "OpLogicalOr", "OpLogicalAnd", "OpIEqual", "OpINotEqual",
                    "OpUGreaterThan", "OpSGreaterThan", "OpUGreaterThanEqual", "OpSGreaterThanEqual", "OpULessThan",
                    "OpSLessThan", "OpULessThanEqual", "OpSLessThanEqual", "OpFOrdEqual", "OpFUnordEqual",
                    "OpFOrdNotEqual", "OpFUnordNotEqual", "OpFOrdLessThan", "OpFUnordLessThan", "OpFOrdGreaterThan",
                    "OpFUnordGreaterThan", "OpFOrdLessThanEqual", "OpFUnordLessThanEqual", "OpFOrdGreaterThanEqual",
                    "OpFUnordGreaterThanEqual" -> true;
            default -> false;
        };
    }

    static Object unary(String op, SpirvType result, SpirvType operand, Object a) {
        if (op.equals("OpCopyObject")) {
            return a;
        }
        if (op.equals("OpBitcast")) {
            return bitcast(result, operand, a);
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

    static Object binary(String op, SpirvType result, SpirvType operand, Object a, Object b) {
        if (a instanceof List<?> la) {
            List<Object> out = new ArrayList<>(la.size());
            if (b instanceof List<?> lb && lb.size() != la.size()) {
                throw new Machine.Fault(op + " of vectors of " + la.size() + " and " + lb.size() + " components");
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
        throw new Machine.Fault((v instanceof Ptr ? "a pointer" : "a number") + " is used where a composite is needed");
    }

    /** {@code v} as a number; a fault when an ill-typed module gives a pointer or a composite instead. */
    static long number(Object v) {
        if (v instanceof Long l) {
            return l;
        }
        throw new Machine.Fault((v instanceof Ptr ? "a pointer" : "a composite value") + " is used where a number is needed");
    }

    private static long unaryScalar(String op, SpirvType result, SpirvType operand, long x) {
        int rw = SpirvType.width(result);
        int ow = SpirvType.width(operand);
        return switch (op) {
            case "OpSNegate" -> mask(-signExtend(x, ow), rw);
            case "OpFNegate" -> fromDouble(-toDouble(x, ow), rw);
            case "OpNot" -> mask(~x, rw);
            case "OpLogicalNot" -> x == 0 ? 1 : 0;
            case "OpBitCount" -> Long.bitCount(mask(x, ow));
            case "OpConvertFToU" -> mask((long) toDouble(x, ow), rw);
            case "OpConvertFToS" -> mask((long) toDouble(x, ow), rw);
            case "OpConvertSToF" -> fromDouble(signExtend(x, ow), rw);
            case "OpConvertUToF" -> fromDouble(ow >= 64 && x < 0 ? unsigned64(x) : (double) mask(x, ow), rw);
            case "OpUConvert" -> mask(mask(x, ow), rw);
            case "OpSConvert" -> mask(signExtend(x, ow), rw);
            case "OpFConvert" -> fromDouble(toDouble(x, ow), rw);
            case "OpIsNan" -> Double.isNaN(toDouble(x, ow)) ? 1 : 0;
            case "OpIsInf" -> Double.isInfinite(toDouble(x, ow)) ? 1 : 0;
            default -> throw new IllegalArgumentException(op);
        };
    }

    private static long binaryScalar(String op, SpirvType result, SpirvType operand, long x, long y) {
        int rw = SpirvType.width(result);
        int w = SpirvType.width(operand);
        long sx = signExtend(x, w);
        long sy = signExtend(y, w);
        return switch (op) {
            case "OpIAdd" -> mask(x + y, rw);
            case "OpISub" -> mask(x - y, rw);
            case "OpIMul" -> mask(x * y, rw);
            case "OpUDiv" -> y == 0 ? 0 : mask(Long.divideUnsigned(x, y), rw);
            case "OpSDiv" -> sy == 0 ? 0 : mask(sx / sy, rw);
            case "OpUMod" -> y == 0 ? 0 : mask(Long.remainderUnsigned(x, y), rw);
            case "OpSRem" -> sy == 0 ? 0 : mask(sx % sy, rw);
            case "OpSMod" -> sy == 0 ? 0 : mask(Math.floorMod(sx, sy), rw);
            case "OpFAdd" -> fromDouble(toDouble(x, w) + toDouble(y, w), rw);
            case "OpFSub" -> fromDouble(toDouble(x, w) - toDouble(y, w), rw);
            case "OpFMul", "OpVectorTimesScalar" -> fromDouble(toDouble(x, w) * toDouble(y, w), rw);
            case "OpFDiv" -> fromDouble(toDouble(x, w) / toDouble(y, w), rw);
            case "OpFRem" -> fromDouble(toDouble(x, w) % toDouble(y, w), rw);
            case "OpFMod" -> fromDouble(floorMod(toDouble(x, w), toDouble(y, w)), rw);
            case "OpShiftRightLogical" -> mask(x >>> y, rw);
            case "OpShiftRightArithmetic" -> mask(sx >> y, rw);
            case "OpShiftLeftLogical" -> mask(x << y, rw);
            case "OpBitwiseOr", "OpLogicalOr" -> x | y;
            case "OpBitwiseXor" -> x ^ y;
            case "OpBitwiseAnd", "OpLogicalAnd" -> x & y;
            case "OpLogicalEqual", "OpIEqual" -> x == y ? 1 : 0;
            case "OpLogicalNotEqual", "OpINotEqual" -> x != y ? 1 : 0;
            case "OpUGreaterThan" -> Long.compareUnsigned(x, y) > 0 ? 1 : 0;
            case "OpSGreaterThan" -> sx > sy ? 1 : 0;
            case "OpUGreaterThanEqual" -> Long.compareUnsigned(x, y) >= 0 ? 1 : 0;
            case "OpSGreaterThanEqual" -> sx >= sy ? 1 : 0;
            case "OpULessThan" -> Long.compareUnsigned(x, y) < 0 ? 1 : 0;
            case "OpSLessThan" -> sx < sy ? 1 : 0;
            case "OpULessThanEqual" -> Long.compareUnsigned(x, y) <= 0 ? 1 : 0;
            case "OpSLessThanEqual" -> sx <= sy ? 1 : 0;
            default -> floatCompare(op, toDouble(x, w), toDouble(y, w)) ? 1 : 0;
        };
    }

    private static boolean floatCompare(String op, double a, double b) {
        boolean unordered = Double.isNaN(a) || Double.isNaN(b);
        boolean ord = op.startsWith("OpFOrd");
        if (unordered) {
            return !ord;
        }
        return switch (op.substring(ord ? 6 : 8)) {
            case "Equal" -> a == b;
            case "NotEqual" -> a != b;
            case "LessThan" -> a < b;
            case "GreaterThan" -> a > b;
            case "LessThanEqual" -> a <= b;
            case "GreaterThanEqual" -> a >= b;
            default -> throw new IllegalArgumentException(op);
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
        long all = 0;
        int at = 0;
        for (long b : bits) {
            all |= mask(b, inWidth) << at;
            at += inWidth;
        }
        int outWidth = SpirvType.width(SpirvType.scalarOf(result));
        if (result instanceof SpirvType.Vector v) {
            List<Object> out = new ArrayList<>();
            for (int i = 0; i < v.count(); i++) {
                out.add(mask(all >>> (i * outWidth), outWidth));
            }
            return List.copyOf(out);
        }
        return mask(all, outWidth);
    }

    static double toDouble(long bits, int width) {
        return width == 64 ? Double.longBitsToDouble(bits) : java.lang.Float.intBitsToFloat((int) bits);
    }

    static long fromDouble(double d, int width) {
        return width == 64 ? Double.doubleToRawLongBits(d) : java.lang.Float.floatToRawIntBits((float) d) & 0xffffffffL;
    }

    private static double unsigned64(long x) {
        return (double) (x >>> 1) * 2.0 + (x & 1);
    }

    private static double floorMod(double a, double b) {
        return a - b * Math.floor(a / b);
    }
}
