package dev.syncscope.core.spirv;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The GLSL.std.450 extended instructions (OpExtInst of the set "GLSL.std.450"): which the interpreter computes and
 * their results, after the set's specification (GLSL.std.450, version 1.00, revision 4; quoted at each instruction).
 * Component-wise instructions are computed here, the packing ones in {@link GlslStd450Packing}, the geometric and
 * matrix ones in {@link GlslStd450Geometry}. Floats are 16, 32 or 64 bits wide, as the result or operand type says; a
 * float result is computed in double with {@link StrictMath} (never {@link Math}'s intrinsics, so a run replays
 * bit-exactly on any JIT) and rounded once to its width: one conforming implementation of Vulkan's
 * implementation-defined precision ("Precision and Operation of SPIR-V Instructions"). Where the set leaves a result
 * undefined, the result is what that computation gives (a NaN, an infinity), never a fault. A Modf or Frexp (the forms
 * that store through a pointer: glslang emits ModfStruct and FrexpStruct), PackDouble2x32, UnpackDouble2x32, IMix
 * (removed from the set) and InterpolateAt* (fragment shaders only) stay refused. Stateless.
 */
final class GlslStd450 {

    private static final Map<String, Integer> OPERANDS = operands(
            "Round RoundEven Trunc FAbs SAbs FSign SSign Floor Ceil Fract Radians Degrees Sin Cos Tan Asin Acos Atan"
                    + " Sinh Cosh Tanh Asinh Acosh Atanh Exp Log Exp2 Log2 Sqrt InverseSqrt Determinant MatrixInverse"
                    + " ModfStruct FrexpStruct PackSnorm4x8 PackUnorm4x8 PackSnorm2x16 PackUnorm2x16 PackHalf2x16"
                    + " UnpackSnorm2x16 UnpackUnorm2x16 UnpackHalf2x16 UnpackSnorm4x8 UnpackUnorm4x8 Length Normalize"
                    + " FindILsb FindSMsb FindUMsb",
            "Atan2 Pow FMin UMin SMin FMax UMax SMax Step Ldexp Distance Cross Reflect NMin NMax",
            "FClamp UClamp SClamp FMix SmoothStep Fma FaceForward Refract NClamp");

    /** The GLSL.std.450 instructions the interpreter computes, by their names in the set's grammar. */
    static final Set<String> SUPPORTED = OPERANDS.keySet();

    private static final double LN2 = StrictMath.log(2.0);

    private GlslStd450() {
    }

    private static Map<String, Integer> operands(String... byCount) {
        Map<String, Integer> out = new HashMap<>();
        for (int i = 0; i < byCount.length; i++) {
            for (String name : byCount[i].split(" ")) {
                out.put(name, i + 1);
            }
        }
        return Map.copyOf(out);
    }

    /** The result of {@code in}, an OpExtInst of Result Type {@code result}; a fault when it is not supported. */
    static Object value(ModuleInfo info, Instruction in, SpirvType result, IntFunction<Object> value) {
        String set = info.extSets.getOrDefault(in.word(2), "");
        String name = Grammar.get().extInstructionName(set, in.word(3));
        if (!set.equals("GLSL.std.450") || !SUPPORTED.contains(name)) {
            throw new Fault(set + " " + name + " is not supported");
        }
        List<Object> args = new ArrayList<>();
        List<SpirvType> types = new ArrayList<>();
        for (int i = 4; i < in.size(); i++) {
            args.add(value.apply(in.word(i)));
            types.add(info.typeOf(in, in.word(i)));
        }
        return compute(name, result, types, args);
    }

    /**
     * GLSL.std.450 {@code name} of {@code args} (of types {@code types}) with Result Type {@code result}, undefined
     * where its operands are: component by component for a component-wise instruction, wholly for the others.
     */
    static Object compute(String name, SpirvType result, List<SpirvType> types, List<Object> args) {
        int count = OPERANDS.getOrDefault(name, -1);
        if (args.size() != count || types.size() != count) {
            throw new Fault("GLSL.std.450 " + name + " takes " + count + " operand" + (count == 1 ? "" : "s") + ", not "
                    + args.size());
        }
        if (result instanceof SpirvType.Struct s) {
            return struct(name, s, args);
        }
        if (GlslStd450Geometry.computes(name)) {
            List<Object> plain = new ArrayList<>();
            args.forEach(a -> plain.add(Definedness.strip(a)));
            return Definedness.taint(GlslStd450Geometry.compute(name, result, types, plain), Definedness.origin(args));
        }
        if (GlslStd450Packing.computes(name)) {
            Object r = GlslStd450Packing.compute(name, result, types, Definedness.strip(args.get(0)));
            return Definedness.taint(r, Definedness.origin(args));
        }
        int w = SpirvType.scalarWidth(result);
        int second = count > 1 ? SpirvType.scalarWidth(types.get(1)) : w;
        return Definedness.combine(componentwise(args, x -> scalar(name, w, second, x)), args);
    }

    private static Object componentwise(List<Object> args, java.util.function.Function<long[], Long> f) {
        if (args.get(0) instanceof List<?> first) {
            List<Object> out = new ArrayList<>();
            for (int i = 0; i < first.size(); i++) {
                long[] xs = new long[args.size()];
                for (int a = 0; a < xs.length; a++) {
                    Object arg = args.get(a);
                    if (arg instanceof List<?> l && l.size() != first.size()) {
                        throw new Fault("a GLSL.std.450 instruction of vectors of " + first.size() + " and " + l.size()
                                + " components");
                    }
                    xs[a] = Arith.number(arg instanceof List<?> l ? l.get(i) : arg);
                }
                out.add(f.apply(xs));
            }
            return List.copyOf(out);
        }
        long[] xs = args.stream().mapToLong(Arith::number).toArray();
        return f.apply(xs);
    }

    /**
     * ModfStruct and FrexpStruct: "Same semantics as in Modf [Frexp], except that the entire result is in the
     * instruction's result; there is not a pointer operand to write through" (member 0 the fraction or significand,
     * member 1 the whole number or exponent), each member undefined where x is.
     */
    private static Object struct(String name, SpirvType.Struct s, List<Object> args) {
        if (s.members().size() != 2 || !(name.equals("ModfStruct") || name.equals("FrexpStruct"))) {
            throw new Fault("GLSL.std.450 " + name + " with a struct Result Type");
        }
        int w = SpirvType.scalarWidth(s.members().get(0));
        int ew = SpirvType.scalarWidth(s.members().get(1));
        Object first = componentwise(args, x -> name.equals("ModfStruct") ? modf(w, x[0])[0] : frexp(w, ew, x[0])[0]);
        Object second = componentwise(args, x -> name.equals("ModfStruct") ? modf(w, x[0])[1] : frexp(w, ew, x[0])[1]);
        return List.of(Definedness.combine(first, args), Definedness.combine(second, args));
    }

    /**
     * Modf: "Result is the fractional part of x ... the whole number part is written to i. Both the result and the
     * output parameter will have the same sign as x." {fraction, whole}; an infinity's fraction is a zero of its sign.
     */
    static long[] modf(int w, long bits) {
        double x = Arith.toDouble(bits, w);
        double whole = x < 0 ? StrictMath.ceil(x) : StrictMath.floor(x);
        double fraction = Double.isInfinite(x) ? StrictMath.copySign(0.0, x) : StrictMath.copySign(x - whole, x);
        return new long[] {Arith.fromDouble(fraction, w), Arith.fromDouble(whole, w)};
    }

    /**
     * Frexp: "Splits x into a floating-point significand in the range [0.5, 1.0) and an integral exponent of two, such
     * that: x = significand * 2^exponent ... For a floating-point value of zero, the significand and exponent are both
     * zero. For a floating-point value that is an infinity or a floating-point NaN, the results are undefined": here x
     * itself and exponent 0. {significand, exponent}.
     */
    static long[] frexp(int w, int exponentWidth, long bits) {
        double x = Arith.toDouble(bits, w);
        if (x == 0 || Double.isNaN(x) || Double.isInfinite(x)) {
            return new long[] {Arith.fromDouble(x, w), 0};
        }
        int shift = Math.abs(x) < Double.MIN_NORMAL ? 64 : 0;
        int e = Math.getExponent(Math.scalb(x, shift)) - shift + 1;
        return new long[] {Arith.fromDouble(Math.scalb(x, -e), w), Arith.mask(e, exponentWidth)};
    }

    private static long scalar(String name, int w, int secondWidth, long[] x) {
        return switch (name) {
            // SAbs: "Result is x if x ≥ 0; otherwise result is -x, where x is interpreted as a signed integer"
            case "SAbs" -> Arith.mask(Math.abs(Arith.signExtend(x[0], w)), w);
            // SSign: "Result is 1 if x > 0, 0 if x = 0, or -1 if x < 0, where x is interpreted as a signed integer"
            case "SSign" -> Arith.mask(Long.signum(Arith.signExtend(x[0], w)), w);
            // SMin: "Result is y if y < x; otherwise result is x, where x and y are interpreted as signed integers"
            case "SMin" -> Arith.signExtend(x[1], w) < Arith.signExtend(x[0], w) ? x[1] : x[0];
            case "SMax" -> Arith.signExtend(x[0], w) < Arith.signExtend(x[1], w) ? x[1] : x[0];
            case "UMin" -> Long.compareUnsigned(x[1], x[0]) < 0 ? x[1] : x[0];
            case "UMax" -> Long.compareUnsigned(x[0], x[1]) < 0 ? x[1] : x[0];
            // S/UClamp: "Result is min(max(x, minVal), maxVal) ... undefined if minVal > maxVal" (then maxVal here)
            case "SClamp" -> scalar("SMin", w, w, new long[] {scalar("SMax", w, w, new long[] {x[0], x[1]}), x[2]});
            case "UClamp" -> scalar("UMin", w, w, new long[] {scalar("UMax", w, w, new long[] {x[0], x[1]}), x[2]});
            case "FindILsb", "FindSMsb", "FindUMsb" -> Arith.mask(findBit(name, w, x[0]), w);
            // FAbs: "Result is x if x ≥ 0; otherwise result is -x": the sign bit cleared (a NaN keeps its payload)
            case "FAbs" -> x[0] & ~(1L << (w - 1));
            case "FMin", "FMax", "NMin", "NMax" -> minMax(name, w, x[0], x[1]);
            // FClamp: "Result is min(max(x, minVal), maxVal) ... The semantics used by min() and max() are those of
            // FMin and FMax"; NClamp: "... those of NMin and NMax"; both "undefined if minVal > maxVal" (maxVal here)
            case "FClamp" -> minMax("FMin", w, minMax("FMax", w, x[0], x[1]), x[2]);
            case "NClamp" -> minMax("NMin", w, minMax("NMax", w, x[0], x[1]), x[2]);
            // Fma: "Computes a * b + c", here with one rounding (the float overload of Math.fma is exact for binary32)
            case "Fma" -> w != 32 ? Arith.fromDouble(Math.fma(Arith.toDouble(x[0], w), Arith.toDouble(x[1], w),
                    Arith.toDouble(x[2], w)), w) : Arith.fromDouble(Math.fma((float) Arith.toDouble(x[0], w),
                    (float) Arith.toDouble(x[1], w), (float) Arith.toDouble(x[2], w)), w);
            // Ldexp: "Builds a floating-point number from x and the corresponding integral exponent of two in exp ...
            // If this product is too large to be represented in the floating-point type, the resulting value is
            // undefined": here the product rounded once (an infinity when too large, 0 when too small)
            case "Ldexp" -> Arith.fromDouble(Math.scalb(Arith.toDouble(x[0], w),
                    (int) Math.max(-4096, Math.min(4096, Arith.signExtend(x[1], secondWidth)))), w);
            default -> Arith.fromDouble(real(name, Arith.toDouble(x[0], w), x.length > 1 ? Arith.toDouble(x[1], w) : 0,
                    x.length > 2 ? Arith.toDouble(x[2], w) : 0), w);
        };
    }

    /**
     * FindILsb: "the bit number of the least-significant 1-bit ... If Value is 0, the result is -1"; FindUMsb: "the bit
     * number of the most-significant 1-bit ... If Value is 0, the result is -1"; FindSMsb: "For positive numbers, the
     * result will be the bit number of the most significant 1-bit. For negative numbers, the result will be the bit
     * number of the most significant 0-bit. For a Value of 0 or -1, the result is -1."
     */
    private static long findBit(String name, int w, long bits) {
        long v = Arith.mask(bits, w);
        return switch (name) {
            case "FindILsb" -> v == 0 ? -1 : Long.numberOfTrailingZeros(v);
            case "FindUMsb" -> 63 - Long.numberOfLeadingZeros(v);
            default -> {
                long s = Arith.signExtend(v, w);
                yield 63 - Long.numberOfLeadingZeros(s < 0 ? ~s : s);
            }
        };
    }

    /**
     * FMin: "Result is y if y < x; otherwise result is x. Which operand is the result is undefined if one of the
     * operands is a NaN" (here that rule's own answer); FMax: "Result is y if x < y; otherwise result is x"; NMin and
     * NMax the same, but "If one operand is a NaN, the other operand is the result. If both operands are NaN, the
     * result is a NaN." The chosen operand's bits, unchanged.
     */
    private static long minMax(String name, int w, long xb, long yb) {
        double x = Arith.toDouble(xb, w);
        double y = Arith.toDouble(yb, w);
        if (name.startsWith("N") && (Double.isNaN(x) || Double.isNaN(y))) {
            return Double.isNaN(x) ? yb : xb;
        }
        boolean min = name.endsWith("Min");
        return (min ? y < x : x < y) ? yb : xb;
    }

    /** A component-wise float instruction of {@code a} (and {@code b}, {@code c}), exact or correctly rounded. */
    private static double real(String name, double a, double b, double c) {
        return switch (name) {
            // Round: "The fraction 0.5 will round in a direction chosen by the implementation": to even, as RoundEven
            // ("A fractional part of 0.5 will round toward the nearest even whole number")
            case "Round", "RoundEven" -> StrictMath.rint(a);
            // Trunc: "the nearest whole number to x whose absolute value is not larger than the absolute value of x"
            case "Trunc" -> a < 0 ? StrictMath.ceil(a) : StrictMath.floor(a);
            // FSign: "Result is 1.0 if x > 0, 0.0 if x = 0, or -1.0 if x < 0" (so +0.0 for -0.0; a NaN stays NaN)
            case "FSign" -> a > 0 ? 1.0 : a < 0 ? -1.0 : a == 0 ? 0.0 : a;
            case "Floor" -> StrictMath.floor(a);
            case "Ceil" -> StrictMath.ceil(a);
            // Fract: "Result is x - floor x"
            case "Fract" -> a - StrictMath.floor(a);
            // Radians: "degrees * π / 180"; Degrees: "radians * 180 / π"
            case "Radians" -> StrictMath.toRadians(a);
            case "Degrees" -> StrictMath.toDegrees(a);
            case "Sin" -> StrictMath.sin(a);
            case "Cos" -> StrictMath.cos(a);
            case "Tan" -> StrictMath.tan(a);
            // Asin, Acos: "Result is undefined if abs x > 1" (NaN here)
            case "Asin" -> StrictMath.asin(a);
            case "Acos" -> StrictMath.acos(a);
            case "Atan" -> StrictMath.atan(a);
            case "Sinh" -> StrictMath.sinh(a);
            case "Cosh" -> StrictMath.cosh(a);
            case "Tanh" -> StrictMath.tanh(a);
            case "Asinh" -> asinh(a);
            case "Acosh" -> acosh(a);
            case "Atanh" -> atanh(a);
            // Atan2 (y, x): "The signs of x and y are used to determine what quadrant the angle is in ... Result is
            // undefined if x and y are both 0" (±0 or ±π here, as IEEE atan2)
            case "Atan2" -> StrictMath.atan2(a, b);
            // Pow: "Result is undefined if x < 0. Result is undefined if x = 0 and y ≤ 0" (IEEE pow's answer here)
            case "Pow" -> StrictMath.pow(a, b);
            case "Exp" -> StrictMath.exp(a);
            // Log, Log2: "Result is undefined if x ≤ 0" (-Infinity at 0, NaN below, as IEEE log)
            case "Log" -> StrictMath.log(a);
            // Exp2: "Result is 2 raised to the x power" (exact at whole x)
            case "Exp2" -> StrictMath.pow(2.0, a);
            case "Log2" -> log2(a);
            // Sqrt: "Result is undefined if x < 0"; InverseSqrt: "Result is the reciprocal of sqrt x. Result is
            // undefined if x ≤ 0" (NaN, Infinity here)
            case "Sqrt" -> StrictMath.sqrt(a);
            case "InverseSqrt" -> 1.0 / StrictMath.sqrt(a);
            // FMix: "Result is the linear blend of x and y, i.e., x * (1 - a) + y * a"
            case "FMix" -> a * (1 - c) + b * c;
            // Step (edge, x): "Result is 0.0 if x < edge; otherwise result is 1.0"
            case "Step" -> b < a ? 0.0 : 1.0;
            case "SmoothStep" -> smoothStep(a, b, c);
            default -> throw new Fault("GLSL.std.450 " + name + " of a float");
        };
    }

    /**
     * SmoothStep (edge0, edge1, x): "t * t * (3 - 2 * t), where t = clamp ((x - edge0) / (edge1 - edge0), 0, 1).
     * Result is undefined if edge0 ≥ edge1" (then NaN when x = edge0 = edge1, else that formula's value).
     */
    private static double smoothStep(double edge0, double edge1, double x) {
        double t = (x - edge0) / (edge1 - edge0);
        t = Double.isNaN(t) ? t : Math.min(Math.max(t, 0.0), 1.0);
        return t * t * (3 - 2 * t);
    }

    /** The base-2 logarithm, exact at powers of two (log(2^29) / log(2) is 29.000000000000004). */
    private static double log2(double x) {
        if (!(x > 0) || Double.isInfinite(x)) {
            return StrictMath.log(x);
        }
        int shift = x < Double.MIN_NORMAL ? 64 : 0;
        double scaled = Math.scalb(x, shift);
        int e = Math.getExponent(scaled);
        return (e - shift) + StrictMath.log(Math.scalb(scaled, -e)) / LN2;
    }

    /** Asinh: "Arc hyperbolic sine; result is the inverse of sinh" (fdlibm's s_asinh.c method). */
    private static double asinh(double x) {
        double a = Math.abs(x);
        if (Double.isNaN(x) || Double.isInfinite(x) || a < 0x1p-28) {
            return x;
        }
        double r;
        if (a > 0x1p28) {
            r = StrictMath.log(a) + LN2;
        } else if (a > 2) {
            r = StrictMath.log(2 * a + 1 / (StrictMath.sqrt(a * a + 1) + a));
        } else {
            r = StrictMath.log1p(a + a * a / (1 + StrictMath.sqrt(1 + a * a)));
        }
        return StrictMath.copySign(r, x);
    }

    /**
     * Acosh: "Arc hyperbolic cosine; Result is the non-negative inverse of cosh. Result is undefined if x < 1" (NaN
     * here; fdlibm's e_acosh.c method).
     */
    private static double acosh(double x) {
        if (x < 1 || Double.isNaN(x)) {
            return Double.NaN;
        }
        if (x >= 0x1p28) {
            return Double.isInfinite(x) ? x : StrictMath.log(x) + LN2;
        }
        if (x > 2) {
            return StrictMath.log(2 * x - 1 / (x + StrictMath.sqrt(x * x - 1)));
        }
        double t = x - 1;
        return StrictMath.log1p(t + StrictMath.sqrt(2 * t + t * t));
    }

    /**
     * Atanh: "Arc hyperbolic tangent; result is the inverse of tanh. Result is undefined if abs x ≥ 1" (±Infinity at
     * ±1, NaN beyond; fdlibm's e_atanh.c method).
     */
    private static double atanh(double x) {
        double a = Math.abs(x);
        if (a > 1 || Double.isNaN(x)) {
            return Double.NaN;
        }
        if (a < 0x1p-28) {
            return x;
        }
        double r = a < 0.5 ? 0.5 * StrictMath.log1p(2 * a + 2 * a * a / (1 - a))
                : 0.5 * StrictMath.log1p(2 * a / (1 - a));
        return StrictMath.copySign(r, x);
    }
}
