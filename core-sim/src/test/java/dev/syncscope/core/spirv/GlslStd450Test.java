package dev.syncscope.core.spirv;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * GLSL.std.450 instructions on hand-worked operands, each row's expectation worked out from the set's specification
 * (GLSL.std.450 1.00 rev. 4, quoted in {@link GlslStd450}). Values are written as in Java source: floats in decimal or
 * hex ({@code 0x1p-24}), a vector {@code (1,2)}, a matrix its columns {@code [(2,0),(1,4)]}; integers in decimal
 * or hex.
 */
class GlslStd450Test {

    private static final SpirvType F32 = new SpirvType.Float(32);
    private static final SpirvType F64 = new SpirvType.Float(64);
    private static final SpirvType I32 = new SpirvType.Int(32, true);
    private static final SpirvType U32 = new SpirvType.Int(32, false);

    @ParameterizedTest(name = "{0} {1} {2} = {3}")
    @CsvSource(delimiter = '|', textBlock = """
            # Round: "The fraction 0.5 will round in a direction chosen by the implementation" (here to even)
            Round       | f32 | 2.5              | 2.0
            Round       | f32 | -0.5             | -0.0
            Round       | f32 | 1.6              | 2.0
            # RoundEven: "Both 3.5 and 4.5 for x will be 4.0"
            RoundEven   | f32 | 3.5              | 4.0
            RoundEven   | f32 | 4.5              | 4.0
            RoundEven   | f64 | -2.5             | -2.0
            Trunc       | f32 | -1.7             | -1.0
            Trunc       | f64 | 1.7              | 1.0
            FAbs        | f32 | -0.0             | 0.0
            FAbs        | f64 | -3.5             | 3.5
            SAbs        | i32 | -5               | 5
            SAbs        | i32 | -2147483648      | -2147483648
            # FSign: "1.0 if x > 0, 0.0 if x = 0, or -1.0 if x < 0"
            FSign       | f32 | -0.0             | 0.0
            FSign       | f32 | -3               | -1.0
            FSign       | f64 | 0.25             | 1.0
            FSign       | f32 | NaN              | NaN
            SSign       | i32 | -7               | -1
            SSign       | i32 | 0                | 0
            SSign       | i32 | 9                | 1
            Floor       | f32 | -1.5             | -2.0
            Ceil        | f32 | -1.5             | -1.0
            # Fract: "x - floor x"
            Fract       | f32 | -1.25            | 0.75
            Fract       | f64 | 2.5              | 0.5
            Radians     | f32 | 180              | 3.1415927
            Radians     | f64 | 180              | 3.141592653589793
            Degrees     | f32 | 3.1415927        | 180
            Sin         | f32 | 1.5707964        | 1.0
            Sin         | f64 | -0.0             | -0.0
            Cos         | f32 | 3.1415927        | -1.0
            Tan         | f32 | 0.7853982        | 1.0
            Asin        | f32 | 1                | 1.5707964
            # Asin: "Result is undefined if abs x > 1"
            Asin        | f32 | 2                | NaN
            Acos        | f32 | -1               | 3.1415927
            Atan        | f32 | 1                | 0.7853982
            # sinh, cosh, tanh of ln 2: 3/4, 5/4, 3/5
            Sinh        | f32 | 0.6931472        | 0.75
            Cosh        | f32 | 0.6931472        | 1.25
            Tanh        | f32 | 0.6931472        | 0.6
            # asinh 3/4 = ln(3/4 + 5/4), acosh 5/4 = ln(5/4 + 3/4), atanh 1/2 = ln(3) / 2
            Asinh       | f32 | 0.75             | 0.6931472
            Asinh       | f32 | -0.75            | -0.6931472
            Acosh       | f32 | 1.25             | 0.6931472
            Atanh       | f32 | 0.5              | 0.54930615
            Atanh       | f64 | 0.5              | 0.5493061443340548
            # Acosh: "Result is undefined if x < 1"; Atanh: "Result is undefined if abs x ≥ 1"
            Acosh       | f32 | 0.5              | NaN
            Atanh       | f32 | 1                | Infinity
            # Atan2 (y, x): "The signs of x and y are used to determine what quadrant the angle is in"
            Atan2       | f32 | 1 -1             | 2.3561945
            Atan2       | f32 | -0.0 -1          | -3.1415927
            Pow         | f32 | 2 10             | 1024
            Pow         | f64 | 9 0.5            | 3
            # Pow: "Result is undefined if x < 0. Result is undefined if x = 0 and y ≤ 0"
            Pow         | f32 | -8 0.33333334    | NaN
            Pow         | f32 | 0 -1             | Infinity
            Exp         | f32 | 0                | 1
            Exp         | f32 | 1                | 2.7182817
            Log         | f32 | 1                | 0
            Log         | f64 | 0.25             | -1.3862943611198906
            # Log: "Result is undefined if x ≤ 0"
            Log         | f32 | 0                | -Infinity
            Log         | f32 | -1               | NaN
            Exp2        | f32 | 3                | 8
            Exp2        | f64 | -1               | 0.5
            Log2        | f32 | 8                | 3
            Log2        | f32 | 0.125            | -3
            # exact where log(2^29) / log(2) is 29.000000000000004; and at the smallest subnormal
            Log2        | f64 | 0x1p29           | 29
            Log2        | f64 | 0x1p-1074        | -1074
            Log2        | f64 | 10               | 3.321928094887362
            Sqrt        | f32 | 16               | 4
            Sqrt        | f32 | 2                | 1.4142135
            Sqrt        | f64 | 2                | 1.4142135623730951
            # Sqrt: "Result is undefined if x < 0"; InverseSqrt: "Result is undefined if x ≤ 0"
            Sqrt        | f32 | -1               | NaN
            InverseSqrt | f32 | 4                | 0.5
            InverseSqrt | f32 | 0                | Infinity
            # FMin: "Result is y if y < x; otherwise result is x" (which, with a NaN, the set leaves undefined)
            FMin        | f32 | 1 2              | 1
            FMin        | f32 | NaN 1            | NaN
            FMin        | f32 | 1 NaN            | 1
            FMin        | f32 | 0.0 -0.0         | 0.0
            # FMax: "Result is y if x < y; otherwise result is x"
            FMax        | f32 | -0.0 0.0         | -0.0
            FMax        | f64 | 1 2              | 2
            # NMin/NMax: "If one operand is a NaN, the other operand is the result"
            NMin        | f32 | NaN 1            | 1
            NMin        | f32 | 1 NaN            | 1
            NMin        | f32 | NaN NaN          | NaN
            NMax        | f32 | NaN 2            | 2
            NMax        | f64 | 2 3              | 3
            UMin        | i32 | -1 5             | 5
            UMax        | i32 | -1 5             | -1
            SMin        | i32 | -1 5             | -1
            SMax        | i32 | -1 5             | 5
            FClamp      | f32 | 5 0 1            | 1
            FClamp      | f32 | -2 0 1           | 0
            # FClamp: "The resulting value is undefined if minVal > maxVal" (maxVal here)
            FClamp      | f32 | 0.5 1 0          | 0
            UClamp      | i32 | -1 2 7           | 7
            SClamp      | i32 | -1 2 7           | 2
            NClamp      | f32 | NaN 0 1          | 0
            NClamp      | f64 | 3 0 1            | 1
            # FMix: "x * (1 - a) + y * a"
            FMix        | f32 | 1 3 0.25         | 1.5
            FMix        | f32 | (0,10) (10,20) (0.5,0.25) | (5,12.5)
            # Step (edge, x): "Result is 0.0 if x < edge; otherwise result is 1.0"
            Step        | f32 | 1.0 0.5          | 0.0
            Step        | f32 | 1.0 1.0          | 1.0
            Step        | f32 | (0,1) (0.5,0.5)  | (1,0)
            # SmoothStep: "t * t * (3 - 2 * t), where t = clamp ((x - edge0) / (edge1 - edge0), 0, 1)"
            SmoothStep  | f32 | 0 1 0.5          | 0.5
            SmoothStep  | f32 | 0 2 0.5          | 0.15625
            SmoothStep  | f32 | 0 1 -1           | 0
            SmoothStep  | f64 | 0 1 2            | 1
            # SmoothStep: "Result is undefined if edge0 ≥ edge1"
            SmoothStep  | f32 | 1 1 1            | NaN
            # Fma: (1 + 2^-11)^2 - (1 + 2^-10) is 2^-22 fused, 0 when the product is rounded first
            Fma         | f32 | 0x1.002p0 0x1.002p0 -0x1.004p0 | 0x1p-22
            Fma         | f64 | 0x1.00000004p0 0x1.00000004p0 -0x1.00000008p0 | 0x1p-60
            # FindUMsb: "the bit number of the most-significant 1-bit ... If Value is 0, the result is -1"
            FindUMsb    | i32 | 0x00F0           | 7
            FindUMsb    | i32 | 0                | -1
            FindUMsb    | i32 | 0x80000000       | 31
            # FindSMsb: "For negative numbers, the result will be the bit number of the most significant 0-bit.
            # For a Value of 0 or -1, the result is -1."
            FindSMsb    | i32 | -1               | -1
            FindSMsb    | i32 | -2               | 0
            FindSMsb    | i32 | 0                | -1
            FindSMsb    | i32 | 0x7FFFFFFF       | 30
            FindSMsb    | i32 | 0xFFFFFF00       | 7
            # FindILsb: "the bit number of the least-significant 1-bit ... If Value is 0, the result is -1"
            FindILsb    | i32 | 0x00F0           | 4
            FindILsb    | i32 | 0                | -1
            FindILsb    | i32 | (8,0x80000000)   | (3,31)
            # Length: "sqrt(x [0] ^2 + x [1] ^2 + ...)"; Distance: "length(p0 - p1)"
            Length      | f32 | (3,4)            | 5
            Length      | f32 | -2               | 2
            Length      | f64 | (1,2,2)          | 3
            Distance    | f32 | (1,1) (4,5)      | 5
            # Cross: "x[1] * y[2] - y[1] * x[2]; x[2] * y[0] - y[2] * x[0]; x[0] * y[1] - y[0] * x[1]"
            Cross       | f32 | (1,0,0) (0,1,0)  | (0,0,1)
            Cross       | f32 | (0,1,0) (1,0,0)  | (0,0,-1)
            Cross       | f64 | (0,0,1) (1,0,0)  | (0,1,0)
            # Normalize: "the vector in the same direction as x but with a length of 1"
            Normalize   | f32 | (3,4)            | (0.6,0.8)
            Normalize   | f32 | -5               | -1
            Normalize   | f32 | (0,0)            | (NaN,NaN)
            # FaceForward (N, I, Nref): "If the dot product of Nref and I is negative, the result is N, otherwise -N"
            FaceForward | f32 | (0,1) (1,-1) (0,1) | (0,1)
            FaceForward | f32 | (0,1) (1,1) (0,1)  | (-0.0,-1)
            # Reflect (I, N): "I - 2 * dot(N, I) * N"
            Reflect     | f32 | (1,-1) (0,1)     | (1,1)
            Reflect     | f64 | (0.6,-0.8) (0,1) | (0.6,0.8)
            # Determinant: "Result is the determinant of x" (2 * 4 - 1 * 3; 2(6 - 2) - 1(0 - 1) + (0 - 3); triangular)
            Determinant | f32 | [(2,3),(1,4)]    | 5
            Determinant | f32 | [(1,2),(3,4)]    | -2
            Determinant | f32 | [(2,0,1),(1,3,2),(1,1,2)] | 6
            Determinant | f64 | [(1,0,0,0),(5,2,0,0),(6,7,3,0),(8,9,10,4)] | 24
            # MatrixInverse: rows (2 1, 0 4) invert to (0.5 -0.125, 0 0.25); rows (1 2 0, 0 1 0, 0 0 2) to
            # (1 -2 0, 0 1 0, 0 0 0.5)
            MatrixInverse | f32 | [(2,0),(1,4)]  | [(0.5,0),(-0.125,0.25)]
            MatrixInverse | f64 | [(1,0,0),(2,1,0),(0,0,2)] | [(1,0,0),(-2,1,0),(0,0,0.5)]
            # "The values in the result are undefined if x is singular"
            MatrixInverse | f32 | [(1,2),(2,4)]  | [(Infinity,-Infinity),(-Infinity,Infinity)]
            """)
    void computesOnHandWorkedOperands(String name, String type, String operands, String expected) {
        SpirvType t = type(type);
        List<Object> args = new ArrayList<>();
        for (String a : operands.trim().split(" ")) {
            args.add(parse(a, t));
        }
        Object result = GlslStd450.compute(name, resultType(name, t, expected), Collections.nCopies(args.size(), t),
                args);
        assertSame(parse(expected, t), result, t, name + " " + operands);
    }

    /** The Result Type of {@code name} on operands of {@code t} (a scalar, vector or matrix by {@code expected}). */
    private static SpirvType resultType(String name, SpirvType t, String expected) {
        if (expected.startsWith("[")) {
            int columns = expected.split("\\),\\(").length;
            return new SpirvType.Array(new SpirvType.Vector(t, columns), columns, 0);
        }
        return expected.startsWith("(") ? new SpirvType.Vector(t, expected.split(",").length) : t;
    }

    @Test
    void refractBendsTowardTheNormalAndReflectsTotallyBeyondTheCriticalAngle() {
        // Refract (I, N, eta): "k = 1.0 - eta * eta * (1.0 - dot(N, I) * dot(N, I)); if k < 0.0 the result is 0.0;
        // otherwise, the result is eta * I - (eta * dot(N, I) + sqrt(k)) * N": I (0.6, -0.8), N (0, 1), eta 0.5: dot
        // -0.8, k 1 - 0.25 * 0.36 = 0.91, result (0.3, -0.4 - (-0.4 + sqrt 0.91)) = (0.3, -0.9539392)
        Object i = parse("(0.6,-0.8)", F32);
        Object n = parse("(0,1)", F32);
        SpirvType v2 = new SpirvType.Vector(F32, 2);
        assertSame(parse("(0.3,-0.9539392)", F32), GlslStd450.compute("Refract", v2, List.of(v2, v2, F32),
                List.of(i, n, parse("0.5", F32))), F32, "eta 0.5");
        // eta 2: k = 1 - 4 * 0.36 < 0, total internal reflection
        assertSame(parse("(0,0)", F32), GlslStd450.compute("Refract", v2, List.of(v2, v2, F32),
                List.of(i, n, parse("2", F32))), F32, "eta 2");
        // "The type of eta must be a 16-bit or 32-bit floating-point scalar": a 32-bit eta with 64-bit I and N. I (1,
        // -0.25), eta 0.5: dot -0.25, k = 1 - 0.25 * (1 - 0.0625) = 0.765625 = 0.875^2, result (0.5, -0.125 - 0.75)
        SpirvType d2 = new SpirvType.Vector(F64, 2);
        assertSame(parse("(0.5,-0.875)", F64), GlslStd450.compute("Refract", d2, List.of(d2, d2, F32),
                List.of(parse("(1,-0.25)", F64), parse("(0,1)", F64), parse("0.5", F32))), F64, "eta of 32 bits");
    }

    @Test
    void ldexpScalesByItsSignedIntegerExponent() {
        // Ldexp: "Builds a floating-point number from x and the corresponding integral exponent of two in exp"
        assertEquals(parse("6", F32), GlslStd450.compute("Ldexp", F32, List.of(F32, I32), List.of(parse("0.75", F32),
                3L)));
        assertEquals(parse("0.5", F32), GlslStd450.compute("Ldexp", F32, List.of(F32, I32), List.of(parse("1", F32),
                0xFFFFFFFFL)));
        assertEquals(parse("0x1p-149", F32), GlslStd450.compute("Ldexp", F32, List.of(F32, I32),
                List.of(parse("1", F32), parse("-149", I32))));
        // "If this product is too large to be represented in the floating-point type, the resulting value is
        // undefined" (an infinity here)
        assertEquals(parse("Infinity", F32), GlslStd450.compute("Ldexp", F32, List.of(F32, I32),
                List.of(parse("1", F32), 200L)));
        assertEquals(parse("0x1p1000", F64), GlslStd450.compute("Ldexp", F64, List.of(F64, I32),
                List.of(parse("1", F64), 1000L)));
    }

    @Test
    void modfStructSplitsIntoFractionAndWholeNumberBothWithTheSignOfX() {
        // "Both the result and the output parameter will have the same sign as x"; member 0 fraction, 1 whole
        SpirvType.Struct res = new SpirvType.Struct(1, List.of(F32, F32), List.of(0, 4));
        assertEquals(List.of(parse("-0.25", F32), parse("-1", F32)), GlslStd450.compute("ModfStruct", res,
                List.of(F32), List.of(parse("-1.25", F32))));
        assertEquals(List.of(parse("-0.0", F32), parse("-3", F32)), GlslStd450.compute("ModfStruct", res,
                List.of(F32), List.of(parse("-3", F32))));
        assertEquals(List.of(parse("0.0", F32), parse("Infinity", F32)), GlslStd450.compute("ModfStruct", res,
                List.of(F32), List.of(parse("Infinity", F32))));
        SpirvType v2 = new SpirvType.Vector(F64, 2);
        SpirvType.Struct vec = new SpirvType.Struct(2, List.of(v2, v2), List.of(0, 16));
        assertEquals(List.of(parse("(0.5,-0.5)", F64), parse("(2,-0.0)", F64)), GlslStd450.compute("ModfStruct", vec,
                List.of(v2), List.of(parse("(2.5,-0.5)", F64))));
    }

    @Test
    void frexpStructGivesASignificandInHalfToOneAndAnExponentOfTwo() {
        // "x = significand * 2^exponent", significand "in the range [0.5, 1.0)"; "For a floating-point value of zero,
        // the significand and exponent are both zero"
        SpirvType.Struct res = new SpirvType.Struct(1, List.of(F32, I32), List.of(0, 4));
        assertEquals(List.of(parse("0.5", F32), 4L), frexp(res, F32, "8"));
        assertEquals(List.of(parse("-0.75", F32), 0L), frexp(res, F32, "-0.75"));
        assertEquals(List.of(parse("0.5", F32), 1L), frexp(res, F32, "1"));
        assertEquals(List.of(parse("0", F32), 0L), frexp(res, F32, "0"));
        assertEquals(List.of(parse("0.5", F32), parse("-148", I32)), frexp(res, F32, "0x1p-149"));
        SpirvType.Struct wide = new SpirvType.Struct(1, List.of(F64, I32), List.of(0, 8));
        assertEquals(List.of(parse("0.5", F64), parse("-1073", I32)), frexp(wide, F64, "0x1p-1074"));
        assertEquals(List.of(parse("0.75", F64), 1024L), frexp(wide, F64, "0x1.8p1023"));
    }

    private static Object frexp(SpirvType.Struct res, SpirvType t, String x) {
        return GlslStd450.compute("FrexpStruct", res, List.of(t), List.of(parse(x, t)));
    }

    @ParameterizedTest(name = "{0} {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            # PackHalf2x16: "The first vector component specifies the 16 least-significant bits of the result"
            PackHalf2x16    | (1.0,-2.0)          | 0xC0003C00
            PackHalf2x16    | (0.33333334,-0.0)   | 0x80003555
            # 65504 is binary16's largest; 0.75 * 2^-24 rounds up to its smallest subnormal, 65520 to infinity, 2^-25
            # (a tie) to even zero
            PackHalf2x16    | (0x1.8p-25,65504)   | 0x7BFF0001
            PackHalf2x16    | (65520,0x1p-25)     | 0x00007C00
            PackHalf2x16    | (Infinity,NaN)      | 0x7E007C00
            # PackUnorm4x8: "round(clamp(c, 0, +1) * 255.0)" (127.5 rounds to even 128)
            PackUnorm4x8    | (0,1,0.5,2)         | 0xFF80FF00
            # PackSnorm4x8: "round(clamp(c, -1, +1) * 127.0)"
            PackSnorm4x8    | (-1,1,0.5,-2)       | 0x81407F81
            PackUnorm2x16   | (0.5,1)             | 0xFFFF8000
            PackSnorm2x16   | (-1,0.25)           | 0x20008001
            """)
    void packsComponentsLowestFirst(String name, String vector, String expected) {
        SpirvType v = new SpirvType.Vector(F32, vector.split(",").length);
        assertEquals(Long.decode(expected), GlslStd450.compute(name, U32, List.of(v), List.of(parse(vector, F32))));
    }

    @ParameterizedTest(name = "{0} {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            UnpackHalf2x16  | 0xC0003C00 | (1.0,-2.0)
            # "Subnormal numbers are either preserved or flushed to zero" (preserved here)
            UnpackHalf2x16  | 0x7C000001 | (0x1p-24,Infinity)
            UnpackHalf2x16  | 0x80007BFF | (65504,-0.0)
            # UnpackUnorm4x8: "f / 255.0"
            UnpackUnorm4x8  | 0xFF00FF00 | (0,1,0,1)
            UnpackUnorm4x8  | 0x00000080 | (0.5019608,0,0,0)
            # UnpackSnorm4x8: "clamp(f / 127.0, -1, +1)" (-128 clamps to -1)
            UnpackSnorm4x8  | 0x80817F00 | (0,1,-1,-1)
            UnpackUnorm2x16 | 0xFFFF0000 | (0,1)
            UnpackSnorm2x16 | 0x80004000 | (0.50001526,-1)
            """)
    void unpacksComponentsLowestFirst(String name, String packed, String expected) {
        SpirvType v = new SpirvType.Vector(F32, expected.split(",").length);
        assertSame(parse(expected, F32), GlslStd450.compute(name, v, List.of(U32), List.of(Long.decode(packed))),
                F32, name);
    }

    @Test
    void halfConversionRoundTripsEveryFiniteHalf() {
        for (int h = 0; h < 0x10000; h++) {
            if ((h & 0x7C00) != 0x7C00) {
                float f = (float) GlslStd450Packing.fromHalf(h);
                assertEquals(h, GlslStd450Packing.toHalf(f), Integer.toHexString(h));
            }
        }
    }

    @Test
    void anUndefinedComponentMakesOnlyItsComponentUndefinedInAComponentWiseResult() {
        Object undef = new Definedness.Undef((Long) parse("2", F32), "origin");
        SpirvType v2 = new SpirvType.Vector(F32, 2);
        List<?> mix = (List<?>) GlslStd450.compute("Sqrt", v2, List.of(v2), List.of(List.of(parse("4", F32), undef)));
        assertNull(Definedness.origin(mix.get(0)));
        assertEquals("origin", Definedness.origin(mix.get(1)));
        assertEquals(parse("2", F32), Arith.number(mix.get(0)));
        // Length is not component-wise: one undefined component makes the length undefined
        Object length = GlslStd450.compute("Length", F32, List.of(v2), List.of(List.of(parse("3", F32), undef)));
        assertEquals("origin", Definedness.origin(length));
        // a ModfStruct's members are undefined where x is, component by component
        SpirvType.Struct res = new SpirvType.Struct(1, List.of(v2, v2), List.of(0, 8));
        List<?> modf = (List<?>) GlslStd450.compute("ModfStruct", res, List.of(v2),
                List.of(List.of(parse("1.5", F32), undef)));
        for (Object member : modf) {
            assertNull(Definedness.origin(((List<?>) member).get(0)));
            assertNotNull(Definedness.origin(((List<?>) member).get(1)));
        }
    }

    @Test
    void anIllTypedOperandCountOrShapeFaultsWithAMessage() {
        Fault count = assertThrows(Fault.class, () -> GlslStd450.compute("Sqrt", F32, List.of(F32, F32),
                List.of(parse("1", F32), parse("2", F32))));
        assertEquals("GLSL.std.450 Sqrt takes 1 operand, not 2", count.getMessage());
        SpirvType v2 = new SpirvType.Vector(F32, 2);
        Fault cross = assertThrows(Fault.class, () -> GlslStd450.compute("Cross", v2, List.of(v2, v2),
                List.of(parse("(1,0)", F32), parse("(0,1)", F32))));
        assertTrue(cross.getMessage().contains("it takes 3-component vectors"), cross.getMessage());
    }

    @Test
    void everyInstructionOfTheSetIsSupportedButThePointerFormsDoublePackingIMixAndInterpolation() {
        List<String> refused = List.of("Modf", "Frexp", "PackDouble2x32", "UnpackDouble2x32", "IMix",
                "InterpolateAtCentroid", "InterpolateAtSample", "InterpolateAtOffset");
        for (int n = 1; n <= 81; n++) {
            String name = Grammar.get().extInstructionName("GLSL.std.450", n);
            assertEquals(!refused.contains(name), GlslStd450.SUPPORTED.contains(name), name);
        }
        assertEquals(81 - refused.size(), GlslStd450.SUPPORTED.size());
        assertFalse(GlslStd450.SUPPORTED.contains("Bad"));
    }

    private static SpirvType type(String name) {
        return switch (name) {
            case "f32" -> F32;
            case "f64" -> F64;
            default -> I32;
        };
    }

    /** {@code text} (a scalar, a vector "(a,b)" or a matrix "[(a,b),(c,d)]") as values of scalar type {@code t}. */
    private static Object parse(String text, SpirvType t) {
        String s = text.trim();
        if (s.startsWith("[")) {
            List<Object> columns = new ArrayList<>();
            for (String c : s.substring(1, s.length() - 1).split("\\),\\(")) {
                columns.add(parse("(" + c.replace("(", "").replace(")", "") + ")", t));
            }
            return List.copyOf(columns);
        }
        if (s.startsWith("(")) {
            List<Object> out = new ArrayList<>();
            for (String c : s.substring(1, s.length() - 1).split(",")) {
                out.add(parse(c, t));
            }
            return List.copyOf(out);
        }
        if (t instanceof SpirvType.Float f) {
            return f.width() == 64 ? Double.doubleToRawLongBits(Double.parseDouble(s))
                    : Float.floatToRawIntBits(Float.parseFloat(s)) & 0xFFFFFFFFL;
        }
        return Long.decode(s) & 0xFFFFFFFFL;
    }

    /** {@code actual} has {@code expected}'s bits, any NaN matching a NaN. */
    private static void assertSame(Object expected, Object actual, SpirvType t, String what) {
        if (expected instanceof List<?> e) {
            List<?> a = (List<?>) actual;
            assertEquals(e.size(), a.size(), what);
            for (int i = 0; i < e.size(); i++) {
                assertSame(e.get(i), a.get(i), t, what + " [" + i + "]");
            }
            return;
        }
        long bits = (Long) expected;
        if (t instanceof SpirvType.Float f && Double.isNaN(Arith.toDouble(bits, f.width()))) {
            assertTrue(Double.isNaN(Arith.toDouble((Long) actual, f.width())), what + ": " + show(actual, t));
            return;
        }
        assertEquals(show(expected, t), show(actual, t), what);
    }

    private static String show(Object v, SpirvType t) {
        long bits = (Long) v;
        return t instanceof SpirvType.Float f ? Arith.toDouble(bits, f.width()) + " (0x" + Long.toHexString(bits) + ")"
                : Long.toString(bits);
    }
}
