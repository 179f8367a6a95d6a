package dev.syncscope.core.spirv;

import java.util.ArrayList;
import java.util.List;

/**
 * The storage-image formats the interpreter runs and how a texel's components are held in its 32-bit locations:
 * components of 32 bits one location each ({@code r32f} … {@code rgba32ui}); narrower components packed into whole
 * locations, component 0 in the lowest bits ({@code rgba8}: one location a texel; {@code rgba16f}: two, red and green
 * in the first), converted as Vulkan converts texels ("Texel Input Operations": "Conversion to RGBA" of normalized
 * fixed-point, half-float and integer components; "Texel Output Operations": the reverse). Formats whose texel is
 * narrower than 32 bits ({@code r8}, {@code r16f}, {@code rg8} …) would share a location between texels and stay
 * unsupported. Stateless.
 */
final class ImageFormats {

    /** How a component's bits are read. */
    enum Kind { RAW, UNORM, SNORM, HALF, UINT, SINT }

    /** A format: the bits of each component, in order, and how they are read. */
    record Format(int[] bits, Kind kind) {
        /** The components of a texel. */
        int components() {
            return bits.length;
        }

        /** The 32-bit locations of a texel. */
        int words() {
            int total = 0;
            for (int b : bits) {
                total += b;
            }
            return total / 32;
        }

        /** Whether each component is a whole location (held as written, no conversion). */
        boolean whole() {
            return kind == Kind.RAW;
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
     * even; integers keep their low b bits (Vulkan leaves a value outside the format's range undefined).
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
}
