package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Half;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The GLSL.std.450 packing instructions: Pack/Unpack Snorm4x8, Unorm4x8, Snorm2x16, Unorm2x16 and Half2x16, after the
 * set's specification (quoted at each). "The first component of the vector will be written to the least significant
 * bits of the output; the last component will be written to the most significant bits." PackDouble2x32 and
 * UnpackDouble2x32 are not here (refused). Stateless.
 */
final class GlslStd450Packing {

    private static final Set<String> NAMES = Set.of("PackSnorm4x8", "PackUnorm4x8", "PackSnorm2x16", "PackUnorm2x16",
            "PackHalf2x16", "UnpackSnorm2x16", "UnpackUnorm2x16", "UnpackHalf2x16", "UnpackSnorm4x8", "UnpackUnorm4x8");

    private GlslStd450Packing() {
    }

    static boolean computes(String name) {
        return NAMES.contains(name);
    }

    /** {@code name} of {@code arg} (of type {@code types[0]}), a vector to pack or a 32-bit integer to unpack. */
    static Object compute(String name, SpirvType result, List<SpirvType> types, Object arg) {
        int bits = name.endsWith("4x8") ? 8 : 16;
        int count = 32 / bits;
        if (name.startsWith("Pack")) {
            List<?> v = Arith.vector(arg);
            if (v.size() != count) {
                throw new Fault("GLSL.std.450 " + name + " of a vector of " + v.size() + " components");
            }
            int w = SpirvType.scalarWidth(types.get(0));
            long out = 0;
            for (int i = 0; i < count; i++) {
                double c = Arith.toDouble(Arith.number(v.get(i)), w);
                out |= (pack(name, c) & ((1L << bits) - 1)) << (i * bits);
            }
            return out;
        }
        long p = Arith.number(arg);
        int w = SpirvType.scalarWidth(result);
        List<Object> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            long f = (p >>> (i * bits)) & ((1L << bits) - 1);
            out.add(Arith.fromDouble(unpack(name, f, bits), w));
        }
        return List.copyOf(out);
    }

    /**
     * One component packed. PackSnorm4x8: "round(clamp(c, -1, +1) * 127.0)"; PackUnorm4x8: "round(clamp(c, 0, +1) *
     * 255.0)"; PackSnorm2x16: "round(clamp(c, -1, +1) * 32767.0)"; PackUnorm2x16: "round(clamp(c, 0, +1) * 65535.0)"
     * (round as GLSL.std.450 Round here: half to even; a NaN packs as 0); PackHalf2x16: "converting the components of
     * a two-component floating-point vector to the 16-bit OpTypeFloat" (rounded to nearest, ties to even).
     */
    private static long pack(String name, double c) {
        return name.equals("PackHalf2x16") ? toHalf((float) c) : toNormalized(c, name.endsWith("4x8") ? 8 : 16,
                name.startsWith("PackSnorm"));
    }

    /**
     * {@code c} as a {@code bits}-bit normalized integer: "round(clamp(c, 0, +1) * (2^bits - 1))", signed
     * "round(clamp(c, -1, +1) * (2^(bits-1) - 1))", rounded half to even (a NaN is 0); the packing instructions' and
     * a normalized image format's (Vulkan: conversion from floating-point to normalized fixed-point) one rule.
     */
    static long toNormalized(double c, int bits, boolean signed) {
        double max = signed ? (1L << (bits - 1)) - 1 : (1L << bits) - 1;
        return (long) StrictMath.rint(clamp(c, signed ? -1 : 0) * max);
    }

    /**
     * A {@code bits}-bit normalized integer {@code raw} as a float: "f / (2^bits - 1)", signed
     * "max(f / (2^(bits-1) - 1), -1)".
     */
    static double fromNormalized(long raw, int bits, boolean signed) {
        return signed ? Math.max(Arith.signExtend(raw, bits) / (double) ((1L << (bits - 1)) - 1), -1.0)
                : raw / (double) ((1L << bits) - 1);
    }

    private static double clamp(double c, double low) {
        return Double.isNaN(c) ? 0 : Math.min(Math.max(c, low), 1.0);
    }

    /**
     * One component unpacked from {@code f}. UnpackSnorm4x8: "clamp(f / 127.0, -1, +1)"; UnpackUnorm4x8: "f / 255.0";
     * UnpackSnorm2x16: "clamp(f / 32767.0, -1, +1)"; UnpackUnorm2x16: "f / 65535.0" (f a signed integer for Snorm);
     * UnpackHalf2x16: "interpreting those values as 16-bit floating-point numbers ... and converting them to 32-bit
     * floating-point values. Subnormal numbers are either preserved or flushed to zero" (preserved here).
     */
    private static double unpack(String name, long f, int bits) {
        return name.equals("UnpackHalf2x16") ? fromHalf((int) f) : fromNormalized(f, bits,
                name.startsWith("UnpackSnorm"));
    }

    /** IEEE binary16 bits of {@code f}, rounded to nearest, ties to even (a NaN stays a quiet NaN): {@link Half}. */
    static int toHalf(float f) {
        return Half.bits(f);
    }

    /** The value of IEEE binary16 bits {@code h} (subnormals preserved): {@link Half}. */
    static double fromHalf(int h) {
        return Half.value(h);
    }
}
