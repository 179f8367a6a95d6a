package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedUse;

import java.util.ArrayList;
import java.util.List;

/**
 * OpImageSampleExplicitLod (GLSL {@code texture()} and {@code textureLod()} in a compute shader, which glslang emits
 * with an explicit Lod; HLSL {@code SampleLevel}): the texels a sampler's filter reads, as Vulkan's "Image Operations"
 * chapter gives them, each a plain read of the model's Image storage class, and their weighted average. The image has
 * one level, so any Lod reads level 0 ("Image Level(s) Selection": the level is clamped to the view's levels), and the
 * sampler's one filter serves magnification and minification alike. Stateless.
 *
 * <p>The texel coordinates ("(u,v,w,a) to (i,j,k,l,n) Transformation"): u = s × width unless the sampler takes
 * unnormalized coordinates; nearest: i = ⌊u⌋; linear: i0 = ⌊u - 0.5⌋, i1 = i0 + 1, α = frac(u - 0.5), kept to
 * {@link #SUB_TEXEL_BITS} fraction bits (subTexelPrecisionBits; the bits below are dropped); an arrayed image's layer
 * l = clamp(RNE(a), 0, layers - 1). Each is wrapped by the address mode ("Wrapping Operation"), and a coordinate
 * outside the image after clamp-to-border reads the border color, transparent black, instead of a texel ("Texel
 * Replacement"). Linear filtering: τ = Σ weight × τ[i, j, k], the weights the products of α or 1 - α per axis,
 * computed in double and rounded once per component to the result's float.
 */
final class Sampling {

    /** The fraction bits of a linear filter's weights (VkPhysicalDeviceLimits::subTexelPrecisionBits): 8 here. */
    static final int SUB_TEXEL_BITS = 8;

    private Sampling() {
    }

    /** One texel a sample reads: its integer coordinates (null: the border color) and its weight. */
    record Tap(List<Long> texel, double weight) { }

    /**
     * The texels sampler {@code s} reads from an image of {@code extent} (its Dim's sizes, then its layers when
     * {@code arrayed}) at coordinates {@code c} (floats; the layer last), with their weights, in the order x fastest.
     */
    static List<Tap> taps(Sampler s, List<Integer> extent, boolean arrayed, List<Double> c) {
        int axes = extent.size() - (arrayed ? 1 : 0);
        List<Tap> taps = new ArrayList<>();
        taps.add(new Tap(new ArrayList<>(), 1.0));
        for (int d = 0; d < axes; d++) {
            int size = extent.get(d);
            double u = s.unnormalized() ? c.get(d) : c.get(d) * size;
            List<Tap> next = new ArrayList<>();
            if (!s.linear()) {
                long i = wrap(s.address(), integer(s.address(), Math.floor(u), size), size);
                taps.forEach(t -> next.add(with(t, i, size, 1.0)));
            } else {
                double i0 = Math.floor(u - 0.5);
                double alpha = quantized(u - 0.5 - i0);
                long w0 = wrap(s.address(), integer(s.address(), i0, size), size);
                long w1 = wrap(s.address(), integer(s.address(), i0 + 1, size), size);
                for (Tap t : taps) {
                    next.add(with(t, w0, size, 1 - alpha));
                }
                for (Tap t : taps) {
                    next.add(with(t, w1, size, alpha));
                }
            }
            taps = next;
        }
        if (arrayed) {
            int layers = extent.get(axes);
            long l = Math.max(0, Math.min(layers - 1, (long) Math.rint(c.get(axes))));
            List<Tap> layered = new ArrayList<>();
            taps.forEach(t -> layered.add(with(t, l, layers, 1.0)));
            taps = layered;
        }
        return taps;
    }

    /** {@code t} with one more coordinate {@code i} (outside 0 … size - 1: the border), its weight times {@code w}. */
    private static Tap with(Tap t, long i, int size, double w) {
        if (t.texel() == null || i < 0 || i >= size) {
            return new Tap(null, t.weight() * w);
        }
        List<Long> texel = new ArrayList<>(t.texel());
        texel.add(i);
        return new Tap(texel, t.weight() * w);
    }

    /**
     * The integer texel coordinate {@code i} (a whole, finite double) as a long the Wrapping Operation of {@code mode}
     * maps as it maps {@code i}: the repeating modes reduced mod 2 × size (their result depends on nothing else), the
     * clamping ones clamped to size + 2 either side (beyond it they clamp alike), so that no coordinate overflows.
     */
    private static long integer(Sampler.Address mode, double i, int size) {
        if (mode == Sampler.Address.REPEAT || mode == Sampler.Address.MIRRORED_REPEAT) {
            double period = 2.0 * size;
            return (long) (i - period * Math.floor(i / period));
        }
        return (long) Math.max(-(size + 2.0), Math.min(size + 2.0, i));
    }

    /** A linear filter's fraction kept to {@link #SUB_TEXEL_BITS} bits, the ones below dropped. */
    private static double quantized(double fraction) {
        return Math.floor(fraction * (1 << SUB_TEXEL_BITS)) / (1 << SUB_TEXEL_BITS);
    }

    /**
     * Vulkan's Wrapping Operation of integer texel coordinate {@code i} in an axis of {@code size} texels: repeat
     * "i mod size"; mirrored repeat "(size - 1) - mirror((i mod (2 × size)) - size)"; clamp to edge "clamp(i, 0,
     * size - 1)"; clamp to border "clamp(i, -1, size)"; mirror clamp to edge "clamp(mirror(i), 0, size - 1)", where
     * mirror(n) = n for n ≥ 0 and -(1 + n) otherwise, and mod is floored.
     */
    static long wrap(Sampler.Address mode, long i, int size) {
        return switch (mode) {
            case REPEAT -> Math.floorMod(i, size);
            case MIRRORED_REPEAT -> (size - 1) - mirror(Math.floorMod(i, 2L * size) - size);
            case CLAMP_TO_EDGE -> Math.max(0, Math.min(size - 1, i));
            case CLAMP_TO_BORDER -> Math.max(-1, Math.min(size, i));
            case MIRROR_CLAMP_TO_EDGE -> Math.max(0, Math.min(size - 1, mirror(i)));
        };
    }

    private static long mirror(long n) {
        return n >= 0 ? n : -(1 + n);
    }

    /**
     * The filtered value of a sample from the texels of {@code taps}, each read as {@code texel} assembles it (a
     * vector of the Sampled Type's components, filled as Vulkan fills a texel's missing ones), the reads in the order
     * of the taps that are no border: Σ weight × component, rounded once to the result's float; a border tap is the
     * border color, the format's components 0 and the rest as Conversion to RGBA fills them ({@link #border}).
     * Integer textures have one tap of weight 1 (no format of integers can be filtered linearly: Vulkan's
     * VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT), whose value passes unchanged.
     */
    static Object filtered(SpirvType.Filtered type, java.util.Iterator<Long> reads) {
        SpirvType element = type.texel().result().element();
        int count = type.texel().result().count();
        if (!(element instanceof SpirvType.Float f)) {
            return type.border().get(0) ? border(type.texel()) : Pointers.assemble(type.texel(), reads);
        }
        double[] sum = new double[count];
        for (int t = 0; t < type.weights().size(); t++) {
            List<?> texel = (List<?>) (type.border().get(t) ? border(type.texel())
                    : Pointers.assemble(type.texel(), reads));
            for (int i = 0; i < count; i++) {
                sum[i] += type.weights().get(t) * Arith.toDouble(Arith.number(texel.get(i)), f.width());
            }
        }
        List<Object> out = new ArrayList<>(count);
        for (double v : sum) {
            out.add(Arith.fromDouble(v, f.width()));
        }
        return List.copyOf(out);
    }

    /**
     * The border color as a texel of {@code texel}'s format: transparent black replaces the format's components
     * ("Texel Replacement"), and Conversion to RGBA then fills the rest as for any texel (green and blue 0, alpha 1):
     * an r32f texture's border is (0, 0, 0, 1), an rgba one's (0, 0, 0, 0).
     */
    private static List<Object> border(SpirvType.Texel texel) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < texel.result().count(); i++) {
            out.add(i < texel.stored() ? 0L : Pointers.missingComponent(texel.result().element(), i));
        }
        return List.copyOf(out);
    }

    /** The step of OpImageSampleExplicitLod {@code in}, run by {@code m} under {@code rules} at {@code span}. */
    static MemoryStep step(ModuleInfo info, MemoryRules rules, Instruction in, Machine m, SourceSpan span) {
        String op = in.name();
        m.used(in.word(3), UndefinedUse.Kind.ADDRESS);
        Ptr.Memory image = ImageOps.handle(m.value(in.word(2)), op);
        SpirvType.Image t = ImageOps.image(image, op);
        String refused = refusedOperands(in);
        if (refused != null) {
            throw new Fault(refused);
        }
        Sampler s = t.sampler();
        String name = image.reference().name();
        if (s == null) {
            throw new Fault(op + " of " + name + ": a sampler's state is the host's, and no @sampler " + name
                    + " = … gives it (" + Sampler.WORDS + ")");
        }
        if (s.linear() && !(t.sampledType() instanceof SpirvType.Float)) {
            // VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT: no format of integers has it
            throw new Fault(op + " of " + name + ": linear filtering of an integer texture (no format of integers can"
                    + " be filtered linearly in Vulkan)");
        }
        if (t.dim() != Images.DIM_1D && t.dim() != Images.DIM_2D && t.dim() != Images.DIM_3D) {
            // a texel buffer is read by texelFetch only, and Vulkan has no Rect images
            throw new Fault(op + " of " + name + ": an image of Dim " + Grammar.get().enumName("Dim", t.dim())
                    + " is not sampled");
        }
        int axes = t.extent().size() - (t.arrayed() ? 1 : 0);
        if (s.unnormalized() && (t.arrayed() || axes > 2)) {
            // VkSamplerCreateInfo unnormalizedCoordinates: "the image view … must be of type 1D or 2D" with one layer
            // (VUID-vkCmdDispatch-None-02702)
            throw new Fault(op + " of " + name + ": unnormalized coordinates sample only a 1D or 2D image of one"
                    + " layer");
        }
        Object coordinate = m.value(in.word(3));
        List<?> raw = coordinate instanceof List<?> l ? l : List.of(coordinate);
        if (raw.size() < t.extent().size()) {
            throw new Fault(op + " with " + raw.size() + " coordinates for an image of " + t.extent().size());
        }
        List<Double> c = new ArrayList<>();
        for (int i = 0; i < t.extent().size(); i++) {
            double x = Arith.toDouble(Arith.number(raw.get(i)), 32);
            if (!Double.isFinite(x)) {
                // Vulkan gives no texel for a NaN or an infinite coordinate: a fault, not a guess
                throw new Fault(op + " of " + name + " at a coordinate of " + x + ": no texel lies there");
            }
            c.add(x);
        }
        SpirvType result = info.type(in, in.word(0));
        SpirvType.Vector v = result instanceof SpirvType.Vector vector ? vector : new SpirvType.Vector(result, 1);
        ImageFormats.Format f = ImageFormats.of(t.format());
        int read = Math.min(f.components(), v.count());
        SpirvType.Texel texel = new SpirvType.Texel(v, read, f.whole() ? null : f, false);
        List<Tap> taps = taps(s, t.extent(), t.arrayed(), c);
        List<Double> weights = new ArrayList<>();
        List<Boolean> border = new ArrayList<>();
        List<Action> actions = new ArrayList<>();
        for (Tap tap : taps) {
            weights.add(tap.weight());
            border.add(tap.texel() == null);
            if (tap.texel() != null) {
                Ptr.Memory at = ImageOps.texel(image, tap.texel(), op, f.whole() ? read : f.words(), f);
                // a sample is a plain read of each texel (VK MM: no availability or visibility operation of its own)
                Access access = rules.plainAccess(false, 0, null, null, Pointers.facts(info, at));
                actions.addAll(MemoryActions.loads(at, access, span));
            }
        }
        SpirvType.Filtered filtered = new SpirvType.Filtered(texel, weights, border);
        if (actions.isEmpty()) {
            // every tap the border: transparent black, no memory read
            return MemoryStep.value(in.word(1), filtered(filtered, java.util.Collections.emptyIterator()));
        }
        return new MemoryStep(in.word(1), null, List.copyOf(actions), filtered, false, SpirvThread.Undefined.NONE);
    }

    /**
     * Why the interpreter does not run the Image Operands of sample {@code in}, or null when it does: Lod (any level
     * reads the one level) and the extend and nontemporal hints, no Grad, offsets, MinLod, Bias or texel memory
     * operands (ModuleValidator asks at load, the run again).
     */
    static String refusedOperands(Instruction in) {
        int operands = in.size() > 4 ? in.word(4) : 0;
        if ((operands & ImageOps.LOD) != 0 && (operands & ~(ImageOps.LOD | ImageOps.HINTS)) == 0) {
            return null;
        }
        return in.name() + " with Image Operands 0x" + Integer.toHexString(operands) + ": only Lod runs on a sample"
                + " (no Grad, offsets, MinLod or Bias)";
    }
}
