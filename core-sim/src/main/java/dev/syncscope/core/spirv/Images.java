package dev.syncscope.core.spirv;

import dev.syncscope.core.model.LocationNames;
import dev.syncscope.core.model.ValueKind;

import java.util.ArrayList;
import java.util.List;

/**
 * Storage images as the interpreter gives them memory (SPIR-V OpTypeImage with Sampled 2, "will be used without a
 * sampler": GLSL {@code image2D}, {@code uimage1D}, …, HLSL {@code RWTexture2D}): a grid of texels, x fastest, then y,
 * z and the layer, each texel its format's 32-bit locations ({@link ImageFormats}: a component each for the 32-bit
 * formats, packed for rgba8, rgba16f …); the grid is one
 * texel per invocation of the dispatch along each of the image's dimensions (a 2D image of a 4×4 dispatch of 8×8
 * workgroups is 32×32), the layers of an arrayed image the grid's next dimension. Accesses to it are the model's
 * Image storage class (VK MM: ImageMemory semantics). Stateless.
 */
final class Images {

    static final int DIM_1D = 0;
    static final int DIM_2D = 1;
    static final int DIM_3D = 2;
    static final int DIM_RECT = 4;
    static final int DIM_BUFFER = 5;

    /** The formats that run, as a sentence. */
    static final String FORMATS = "the formats run: r8*, rg8*, rgba8*, r16*, rg16*, rgba16*, r32*, rg32*, rgba32*,"
            + " rgb10_a2, rgb10_a2ui, r11f_g11f_b10f, r64ui, r64i";

    private Images() {
    }

    /** The 32-bit locations per texel of Image Format {@code format} ({@link ImageFormats}), 0 when not run. */
    static int words(int format) {
        ImageFormats.Format f = ImageFormats.of(format);
        return f == null ? 0 : f.words();
    }

    /** The coordinates that address a texel of {@code t} (its Dim's, and a layer's when Arrayed), 0 when not run. */
    static int coordinates(SpirvType.Image t) {
        int base = switch (t.dim()) {
            case DIM_1D, DIM_BUFFER -> 1;
            case DIM_2D, DIM_RECT -> 2;
            case DIM_3D -> 3;
            default -> 0;
        };
        return base == 0 || base == 3 && t.arrayed() ? 0 : base + (t.arrayed() ? 1 : 0);
    }

    /** The type of a sampler (GLSL {@code sampler}, HLSL {@code SamplerState}): a handle with no memory here. */
    static final SpirvType SAMPLER = new SpirvType.Other("OpTypeSampler");

    /** Whether a variable of type {@code t} is a handle OpLoad passes on (an image, a texture, a sampler). */
    static boolean isHandle(SpirvType t) {
        return t instanceof SpirvType.Image || t == SAMPLER; // a sampler's pointer holds this one object (Invocations)
    }

    /** Why the interpreter does not run an image of type {@code t} (words for a sentence), or null when it does. */
    static String unsupported(SpirvType.Image t) {
        if (t.usage() != 1 && t.usage() != 2) {
            return "an image whose Sampled operand is " + t.usage() + " (known only at run time)";
        }
        if (t.multisampled()) {
            return "a multisampled image";
        }
        if (coordinates(t) == 0) {
            return "an image of Dim " + Grammar.get().enumName("Dim", t.dim()) + (t.arrayed() ? " (arrayed)" : "");
        }
        if (words(t.format()) == 0) {
            return "an image of format " + Grammar.get().enumName("ImageFormat", t.format()) + " (" + FORMATS + ")";
        }
        int width = ImageFormats.of(t.format()).wide() ? 64 : 32;
        if (SpirvType.width(t.sampledType()) != width) {
            // the Sampled Type of a format's image: 32 bits, 64 for r64ui and r64i (VUID-StandaloneSpirv-
            // OpTypeImage-04656: "the Sampled Type … must be a 64-bit integer" for R64i and R64ui)
            return "an image of format " + Grammar.get().enumName("ImageFormat", t.format()) + " whose Sampled Type is "
                    + SpirvType.width(t.sampledType()) + " bits (its components need a " + width + "-bit one)";
        }
        return null;
    }

    /**
     * The texel grid of {@code t}: the sizes {@code given} ({@code @image}, null: none), else one texel per invocation of
     * a dispatch whose invocations form the grid {@code global} (x, y, z).
     */
    static List<Integer> extent(SpirvType.Image t, List<Integer> given, long[] global) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < coordinates(t); i++) {
            // a texel buffer (Dim Buffer: imageBuffer, RWBuffer) is indexed as an array: one texel per invocation
            long all = t.dim() == DIM_BUFFER ? global[0] * global[1] * global[2] : global[i];
            out.add(given != null ? (i < given.size() ? given.get(i) : 1)
                    : (int) Math.max(1, Math.min(Integer.MAX_VALUE, all)));
        }
        return out;
    }

    /** The number of texels of an image of {@code extent}, saturating at {@link Long#MAX_VALUE}. */
    static long texels(List<Integer> extent) {
        long n = 1;
        for (int e : extent) {
            n = n > Long.MAX_VALUE / e ? Long.MAX_VALUE : n * e;
        }
        return n;
    }

    /** {@code extent} as written for a person: {@code 32x32}. */
    static String text(List<Integer> extent) {
        return String.join("x", extent.stream().map(String::valueOf).toList());
    }

    /**
     * The names of an image's locations: {@code [x,y]}, and for a texel of several locations the components each
     * holds ({@code .r} … for rgba32f, {@code .rg} and {@code .ba} for rgba16f); a location of a packed format holds
     * bits (shown as an integer), one of a 32-bit float format a float, one of r64ui a {@code uint64_t} (a texel one
     * location over two words, {@link LocationNames.Grid#wide}).
     */
    static LocationNames names(SpirvType.Image t, List<Integer> extent) {
        ImageFormats.Format f = ImageFormats.of(t.format());
        ValueKind kind = f.whole() ? References.kind(t.sampledType()) : ValueKind.INTEGER;
        List<String> suffixes = new ArrayList<>();
        for (int w = 0; w < f.words(); w++) {
            suffixes.add(f.words() == 1 ? "" : "." + f.letters(w));
        }
        return new LocationNames.Grid(List.copyOf(extent), suffixes, kind, f.wide());
    }
}
