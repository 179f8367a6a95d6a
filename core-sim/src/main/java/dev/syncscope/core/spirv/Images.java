package dev.syncscope.core.spirv;

import dev.syncscope.core.model.LocationNames;
import dev.syncscope.core.model.ValueKind;

import java.util.ArrayList;
import java.util.List;

/**
 * Storage images as the interpreter gives them memory (SPIR-V OpTypeImage with Sampled 2, "will be used without a
 * sampler": GLSL {@code image2D}, {@code uimage1D}, …, HLSL {@code RWTexture2D}): a grid of texels, x fastest, then y,
 * z and the layer, each texel its format's components in order, one 32-bit location each. The formats whose
 * components are 32 bits run ({@code r32f r32i r32ui rg32f rg32i rg32ui rgba32f rgba32i rgba32ui}); the grid is one
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

    private static final String RGBA = "rgba";

    private Images() {
    }

    /** The components per texel of Image Format {@code format} that the interpreter runs, else 0. */
    static int components(int format) {
        return switch (format) {
            case 3, 24, 33 -> 1; // R32f, R32i, R32ui
            case 6, 25, 35 -> 2; // Rg32f, Rg32i, Rg32ui
            case 1, 21, 30 -> 4; // Rgba32f, Rgba32i, Rgba32ui
            default -> 0;
        };
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

    /** Why the interpreter does not run an image of type {@code t} (words for a sentence), or null when it does. */
    static String unsupported(SpirvType.Image t) {
        if (t.usage() != 2) {
            return "a sampled image (a texture: only storage images, used without a sampler, run)";
        }
        if (t.multisampled()) {
            return "a multisampled image";
        }
        if (coordinates(t) == 0) {
            return "an image of Dim " + Grammar.get().enumName("Dim", t.dim()) + (t.arrayed() ? " (arrayed)" : "");
        }
        if (components(t.format()) == 0 || SpirvType.width(t.sampledType()) != 32) {
            return "an image of format " + Grammar.get().enumName("ImageFormat", t.format())
                    + " (the formats of 32-bit components run: r32f, r32i, r32ui, rg32*, rgba32*)";
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
            out.add(given != null ? given.get(i) : (int) Math.max(1, Math.min(Integer.MAX_VALUE, global[i])));
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

    /** The names of an image's locations: {@code [x,y]}, and {@code .r} … for a format of several components. */
    static LocationNames names(SpirvType.Image t, List<Integer> extent) {
        ValueKind kind = References.kind(t.sampledType()) == ValueKind.FLOAT32 ? ValueKind.FLOAT32 : ValueKind.INTEGER;
        return new LocationNames.Grid(List.copyOf(extent), components(t.format()), 4, kind);
    }

    /** Component {@code i}'s letter in a texel's name. */
    static char component(int i) {
        return RGBA.charAt(i);
    }
}
