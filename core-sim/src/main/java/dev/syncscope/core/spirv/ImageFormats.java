package dev.syncscope.core.spirv;

import java.util.ArrayList;
import java.util.List;

/**
 * The storage-image formats the interpreter runs and how a texel's components are held in its 32-bit locations:
 * components of 32 bits one location each ({@code r32f} … {@code rgba32ui}); narrower components packed into whole
 * locations, component 0 in the lowest bits ({@code rgba8}: one location a texel; {@code rgba16f}: two, red and green
 * in the first), converted as Vulkan converts texels ("Texel Input Operations": "Conversion to RGBA" of normalized
 * fixed-point, half-float, unsigned 11- and 10-bit float and integer components; "Texel Output Operations": the
 * reverse). A texel narrower than 32 bits ({@code r8}, {@code r16f}, {@code rg8} …) is a location of its own, in its
 * low bits: VK MM "Memory Location" makes a location 8 bits, so two texels of one image never overlap, and a
 * location of SyncScope holding one texel keeps every race and every visibility between texels as the model has it.
 * Stateless.
 */
final class ImageFormats {

    /** How a component's bits are read. */
    enum Kind { RAW, UNORM, SNORM, HALF, UFLOAT, UINT, SINT }

    /** A format: the bits of each component, in order, and how they are read. */
    record Format(int[] bits, Kind kind) {
        /** Equal by content (a pending read's type is compared when a spin loop repeats: SpinRule, SpinRepeats). */
        @Override
        public boolean equals(Object o) {
            return o instanceof Format f && java.util.Arrays.equals(bits, f.bits) && kind == f.kind;
        }

        @Override
        public int hashCode() {
            return 31 * java.util.Arrays.hashCode(bits) + kind.hashCode();
        }

        @Override
        public String toString() {
            return "Format" + java.util.Arrays.toString(bits) + kind;
        }

        /** The components of a texel. */
        int components() {
            return bits.length;
        }

        /** The 32-bit locations of a texel: one for a texel of 32 bits or fewer. */
        int words() {
            int total = 0;
            for (int b : bits) {
                total += b;
            }
            return (total + 31) / 32;
        }

        /** Whether each component is a whole location (held as written, no conversion). */
        boolean whole() {
            return kind == Kind.RAW;
        }

        /** Whether a texel is one 64-bit component (r64ui, r64i): one location over two words. */
        boolean wide() {
            return bits.length == 1 && bits[0] == 64;
        }

        /** The letters of the components held in location {@code word} of a texel ({@code rg} for rgba16f's first). */
        String letters(int word) {
            StringBuilder b = new StringBuilder();
            int at = 0;
            for (int i = 0; i < bits.length; i++) {
                if (at / 32 == word) {
                    b.append("rgba".charAt(i));
                }
                at += bits[i];
            }
            return b.toString();
        }

        /** The location of a texel component {@code i} is in. */
        int wordOf(int i) {
            int at = 0;
            for (int k = 0; k < i; k++) {
                at += bits[k];
            }
            return at / 32;
        }
    }

    private ImageFormats() {
    }

    /**
     * The origins of undefined values ({@link Definedness}) of the leaves of a value of {@code type} assembled from
     * reads of origins {@code reads}: a packed texel's components each that of the location holding it, in the order
     * of the leaves; any other type's leaves are its reads'.
     */
    static List<Object> leafOrigins(SpirvType type, List<Object> reads) {
        if (type instanceof SpirvType.Filtered f) {
            // a weighted sum: every component undefined when any texel read is (the first such origin); coarser than a
            // fetch, and reached only where a kernel writes a texture it samples, which Vulkan's Sampled 1 forbids
            Object origin = reads.stream().filter(java.util.Objects::nonNull).findFirst().orElse(null);
            return java.util.Collections.nCopies(f.texel().result().count(), origin);
        }
        if (!(type instanceof SpirvType.Texel t) || t.packed() == null || reads.isEmpty()) {
            return reads;
        }
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < t.stored(); i++) {
            int word = t.packed().wordOf(i);
            out.add(word < reads.size() ? reads.get(word) : null);
        }
        return out;
    }

    /** SPIR-V Image Format {@code format} (its enumerant value) if the interpreter runs it, else null. */
    static Format of(int format) {
        return switch (format) {
            // Unknown: the API's view decides; a texture's (or a storage image's read or written without a format),
            // taken here as four components of the Sampled Type, 32 bits each (as rgba32f, rgba32i, rgba32ui)
            case 0 -> new Format(new int[] {32, 32, 32, 32}, Kind.RAW);
            case 3, 24, 33 -> new Format(new int[] {32}, Kind.RAW); // R32f, R32i, R32ui
            case 6, 25, 35 -> new Format(new int[] {32, 32}, Kind.RAW); // Rg32f, Rg32i, Rg32ui
            case 1, 21, 30 -> new Format(new int[] {32, 32, 32, 32}, Kind.RAW); // Rgba32f, Rgba32i, Rgba32ui
            case 4 -> new Format(new int[] {8, 8, 8, 8}, Kind.UNORM); // Rgba8
            case 5 -> new Format(new int[] {8, 8, 8, 8}, Kind.SNORM); // Rgba8Snorm
            case 32 -> new Format(new int[] {8, 8, 8, 8}, Kind.UINT); // Rgba8ui
            case 23 -> new Format(new int[] {8, 8, 8, 8}, Kind.SINT); // Rgba8i
            case 7 -> new Format(new int[] {16, 16}, Kind.HALF); // Rg16f
            case 2 -> new Format(new int[] {16, 16, 16, 16}, Kind.HALF); // Rgba16f
            case 12 -> new Format(new int[] {16, 16}, Kind.UNORM); // Rg16
            case 10 -> new Format(new int[] {16, 16, 16, 16}, Kind.UNORM); // Rgba16
            case 17 -> new Format(new int[] {16, 16}, Kind.SNORM); // Rg16Snorm
            case 16 -> new Format(new int[] {16, 16, 16, 16}, Kind.SNORM); // Rgba16Snorm
            case 36 -> new Format(new int[] {16, 16}, Kind.UINT); // Rg16ui
            case 31 -> new Format(new int[] {16, 16, 16, 16}, Kind.UINT); // Rgba16ui
            case 26 -> new Format(new int[] {16, 16}, Kind.SINT); // Rg16i
            case 22 -> new Format(new int[] {16, 16, 16, 16}, Kind.SINT); // Rgba16i
            case 11 -> new Format(new int[] {10, 10, 10, 2}, Kind.UNORM); // Rgb10A2
            case 34 -> new Format(new int[] {10, 10, 10, 2}, Kind.UINT); // Rgb10a2ui
            case 8 -> new Format(new int[] {11, 11, 10}, Kind.UFLOAT); // R11fG11fB10f (VK B10G11R11_UFLOAT_PACK32)
            case 9 -> new Format(new int[] {16}, Kind.HALF); // R16f
            case 14 -> new Format(new int[] {16}, Kind.UNORM); // R16
            case 19 -> new Format(new int[] {16}, Kind.SNORM); // R16Snorm
            case 38 -> new Format(new int[] {16}, Kind.UINT); // R16ui
            case 28 -> new Format(new int[] {16}, Kind.SINT); // R16i
            case 13 -> new Format(new int[] {8, 8}, Kind.UNORM); // Rg8
            case 18 -> new Format(new int[] {8, 8}, Kind.SNORM); // Rg8Snorm
            case 37 -> new Format(new int[] {8, 8}, Kind.UINT); // Rg8ui
            case 27 -> new Format(new int[] {8, 8}, Kind.SINT); // Rg8i
            case 15 -> new Format(new int[] {8}, Kind.UNORM); // R8
            case 20 -> new Format(new int[] {8}, Kind.SNORM); // R8Snorm
            case 39 -> new Format(new int[] {8}, Kind.UINT); // R8ui
            case 29 -> new Format(new int[] {8}, Kind.SINT); // R8i
            case 40, 41 -> new Format(new int[] {64}, Kind.RAW); // R64ui, R64i: one 64-bit location (Pointers.index)
            default -> null;
        };
    }

    /**
     * The first {@code count} components of the texel held in {@code words}, as bits of {@code element} (the image's
     * Sampled Type): normalized components as floats ("c / (2^b - 1)"; signed "max(c / (2^(b-1) - 1), -1.0)"),
     * half floats widened, integers zero- or sign-extended.
     */
    static List<Long> decode(Format f, List<Long> words, SpirvType element, int count) {
        List<Long> out = new ArrayList<>(count);
        int at = 0;
        for (int i = 0; i < count; i++) {
            int b = f.bits()[i];
            long raw = (words.get(at / 32) >>> (at % 32)) & ((1L << b) - 1);
            at += b;
            int w = SpirvType.width(element);
            out.add(switch (f.kind()) {
                case RAW -> raw;
                case UNORM, SNORM -> Arith.fromDouble(GlslStd450Packing.fromNormalized(raw, b,
                        f.kind() == Kind.SNORM), w);
                case HALF -> Arith.fromDouble(GlslStd450Packing.fromHalf((int) raw), w);
                case UFLOAT -> Arith.fromDouble(fromUnsignedFloat(raw, b - 5), w);
                case UINT -> raw;
                case SINT -> Arith.mask(Arith.signExtend(raw, b), w);
            });
        }
        return out;
    }

    /**
     * The locations of a texel whose components are {@code components} (bits of {@code element}; the format's number
     * of them, or fewer, the rest 0): normalized components "round(clamp(c, 0, 1) × (2^b - 1))" (signed: clamp to
     * [-1, 1], × (2^(b-1) - 1)), rounded to nearest even as SyncScope's packing does; half floats rounded to nearest
     * even; unsigned 11- and 10-bit floats as {@link #toUnsignedFloat}; integers keep their low b bits (Vulkan leaves a
     * value outside the format's range undefined).
     */
    static List<Long> encode(Format f, List<Long> components, SpirvType element) {
        long[] words = new long[f.words()];
        int at = 0;
        int w = SpirvType.width(element);
        for (int i = 0; i < f.components(); i++) {
            int b = f.bits()[i];
            long c = i < components.size() ? components.get(i) : 0L;
            double x = element instanceof SpirvType.Float ? Arith.toDouble(c, w) : 0;
            long raw = switch (f.kind()) {
                case RAW, UINT, SINT -> c;
                case UNORM, SNORM -> GlslStd450Packing.toNormalized(x, b, f.kind() == Kind.SNORM);
                case HALF -> GlslStd450Packing.toHalf((float) x);
                case UFLOAT -> toUnsignedFloat((float) x, b - 5);
            };
            words[at / 32] |= (raw & (b == 64 ? -1L : (1L << b) - 1)) << (at % 32);
            at += b;
        }
        List<Long> out = new ArrayList<>(words.length);
        for (long word : words) {
            out.add(Arith.mask(word, 32));
        }
        return out;
    }

    /** The largest exponent field of an unsigned 11- or 10-bit float: infinity or a NaN. */
    private static final int UFLOAT_SPECIAL = 31;

    /**
     * An unsigned float of a 5-bit exponent and {@code m} mantissa bits ({@code raw}: exponent above mantissa) as a
     * number (Vulkan "Unsigned 11-Bit Floating-Point Numbers", "Unsigned 10-Bit …": 0 when E and M are 0,
     * 2^-14 × (M / 2^m) when E is 0, 2^(E - 15) × (1 + M / 2^m) when 0 &lt; E &lt; 31, infinity when E is 31 and M
     * 0, a NaN when E is 31 and M is not).
     */
    static double fromUnsignedFloat(long raw, int m) {
        int e = (int) (raw >>> m) & UFLOAT_SPECIAL;
        long mantissa = raw & ((1L << m) - 1);
        if (e == UFLOAT_SPECIAL) {
            return mantissa == 0 ? Double.POSITIVE_INFINITY : Double.NaN;
        }
        double fraction = mantissa / (double) (1L << m);
        return e == 0 ? StrictMath.scalb(fraction, -14) : StrictMath.scalb(1 + fraction, e - 15);
    }

    /**
     * {@code x} as an unsigned float of a 5-bit exponent and {@code m} mantissa bits (Vulkan, as OpenGL 2.3.4.3:
     * "finite values are rounded to the closest representable finite value", ties to even here; "negative values are
     * converted to zero"; finite values above the largest finite one, 65024 for 11 bits and 64512 for 10, are
     * converted to it; negative infinity to zero, positive infinity to infinity, a NaN to a positive NaN).
     */
    static long toUnsignedFloat(float x, int m) {
        long maxFinite = ((long) (UFLOAT_SPECIAL - 1) << m) | ((1L << m) - 1);
        if (Float.isNaN(x)) {
            return ((long) UFLOAT_SPECIAL << m) | (1L << (m - 1));
        }
        if (x == Float.POSITIVE_INFINITY) {
            return (long) UFLOAT_SPECIAL << m;
        }
        if (!(x > 0)) {
            return 0;
        }
        int k = Math.getExponent(x);
        // exact in double: a power-of-two scale of a float; rint rounds half to even, and a mantissa carried past
        // its bits steps the exponent field, the encodings being in the order of their values
        long raw = k < -14 ? (long) StrictMath.rint(StrictMath.scalb((double) x, 14 + m))
                : ((long) (k + 15) << m) + (long) StrictMath.rint((StrictMath.scalb((double) x, -k) - 1) * (1L << m));
        return Math.min(raw, maxFinite);
    }
}
