package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.FaultReason;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The storage-image instructions ({@link Images}): OpImageRead and OpImageWrite (GLSL {@code imageLoad},
 * {@code imageStore}; HLSL {@code T[p]}), OpImageTexelPointer (the pointer {@code imageAtomicAdd} and
 * {@code InterlockedAdd} act on) and OpImageQuerySize ({@code imageSize}). A read or write is a plain load or store of
 * the texel's components in the model's Image storage class, with the image operands MakeTexelAvailable,
 * MakeTexelVisible, NonPrivateTexel and VolatileTexel read as a buffer access's MakePointerAvailable, MakePointerVisible,
 * NonPrivatePointer and Volatile are (VK MM: "MakeTexelAvailable … MakeTexelVisible", availability and visibility
 * operations on the texel), and a legacy GLSL450 module's {@code coherent} image upgraded as spirv-opt upgrades a
 * coherent buffer. Stateless.
 */
final class ImageOps {

    /** The instructions this class runs. */
    static final Set<String> SUPPORTED = Set.of("OpImageRead", "OpImageWrite", "OpImageTexelPointer",
            "OpImageQuerySize", "OpImageFetch", "OpSampledImage", "OpImage", "OpImageQuerySizeLod",
            "OpImageQueryLevels", "OpImageSampleExplicitLod");

    /** Image Operands bit Lod: "the explicit level-of-detail", an id after the mask (before the texel bits' scopes). */
    static final int LOD = 0x2;

    /** Image Operands bits: MakeTexelAvailable, MakeTexelVisible, NonPrivateTexel, VolatileTexel (SPIR-V 3.14). */
    static final int MAKE_TEXEL_AVAILABLE = 0x100;
    static final int MAKE_TEXEL_VISIBLE = 0x200;
    static final int NON_PRIVATE_TEXEL = 0x400;
    static final int VOLATILE_TEXEL = 0x800;
    /**
     * Image Operands bits SignExtend (0x1000), ZeroExtend (0x2000) and Nontemporal (0x4000): how to read an integer
     * format's components (as the Sampled Type says here) and a hint; they change nothing of a value or its order.
     */
    static final int HINTS = 0x1000 | 0x2000 | 0x4000;
    /** The bits an image read or write may carry here: the texel bits and the {@link #HINTS}. */
    static final int ALLOWED_OPERANDS = MAKE_TEXEL_AVAILABLE | MAKE_TEXEL_VISIBLE | NON_PRIVATE_TEXEL | VOLATILE_TEXEL
            | HINTS;

    private ImageOps() {
    }

    /** The step of image instruction {@code in}, run by {@code m} under {@code rules} at {@code span}. */
    static MemoryStep step(ModuleInfo info, MemoryRules rules, Instruction in, Machine m, SourceSpan span) {
        String op = in.name();
        IntFunction<Object> value = m::value;
        return switch (op) {
            // OpSampledImage: "Create a sampled image, containing both a sampler and an image"; OpImage: "Extract the
            // image from a sampled image": a texel fetch reads the image alone, so both are the image's handle
            case "OpSampledImage", "OpImage" -> MemoryStep.value(in.word(1), value.apply(in.word(2)));
            // one level of detail: textureQueryLevels is 1
            case "OpImageQueryLevels" -> MemoryStep.value(in.word(1), 1L);
            case "OpImageSampleExplicitLod" -> Sampling.step(info, rules, in, m, span);
            case "OpImageQuerySize", "OpImageQuerySizeLod" -> {
                if (op.equals("OpImageQuerySizeLod")) {
                    level(m.integer(in.word(3)), op);
                }
                // "the width, height, depth and array-layer count" of the image, as its Dim and Arrayed have them
                List<Integer> extent = image(value.apply(in.word(2)), op).extent();
                List<Object> out = new ArrayList<>();
                extent.forEach(e -> out.add((long) e));
                yield MemoryStep.value(in.word(1), out.size() == 1 ? out.get(0) : List.copyOf(out));
            }
            case "OpImageTexelPointer" -> {
                // "Form a pointer to a texel of an image. Use of such a pointer is limited to atomic operations"
                m.used(in.word(3), dev.syncscope.core.model.UndefinedUse.Kind.ADDRESS);
                Ptr.Memory image = handle(value.apply(in.word(2)), op);
                ImageFormats.Format f = ImageFormats.of(image(image, op).format());
                if (!f.whole() || f.components() != 1) {
                    // Vulkan: image atomics need a format of one 32- or 64-bit component (VUID-StandaloneSpirv-
                    // OpImageTexelPointer-04658: "the Image Format of the image must be R64i, R64ui, R32f, R32i, or
                    // R32ui")
                    throw new Fault(op + " on an image of format " + Grammar.get().enumName("ImageFormat",
                            image(image, op).format()) + ": image atomics need r32f, r32i, r32ui, r64i or r64ui");
                }
                Ptr.Memory texel = texel(image, value.apply(in.word(3)), op, 1, null);
                yield MemoryStep.value(in.word(1), texel);
            }
            case "OpImageRead", "OpImageFetch" -> {
                m.used(in.word(3), dev.syncscope.core.model.UndefinedUse.Kind.ADDRESS);
                Ptr.Memory image = handle(value.apply(in.word(2)), op);
                SpirvType result = info.type(in, in.word(0));
                ImageFormats.Format f = ImageFormats.of(image(image, op).format());
                int read = result instanceof SpirvType.Vector v ? Math.min(f.components(), v.count()) : 1;
                // a packed texel is read whole, all its locations, and decoded (ImageFormats)
                Ptr.Memory texel = texel(image, value.apply(in.word(3)), op, f.whole() ? read : f.words(), f);
                // OpImageFetch: "Fetch a single texel from an image whose Sampled operand is 1", by integer coordinates
                // at a level of detail (Lod; 0 here, the one level), without the sampler
                List<Action> actions = MemoryActions.loads(texel, access(info, rules, m, in, 4, false, texel), span);
                ImageFormats.Format packed = f.whole() ? null : f;
                SpirvType assembled = result instanceof SpirvType.Vector v ? new SpirvType.Texel(v, read, packed, false)
                        : packed != null ? new SpirvType.Texel(new SpirvType.Vector(result, 1), 1, packed, true) : result;
                yield new MemoryStep(in.word(1), null, actions, assembled, false, SpirvThread.Undefined.NONE);
            }
            default -> {
                // OpImageWrite: "Write a texel to an image"; the format's components of Texel, the rest dropped
                m.used(in.word(1), dev.syncscope.core.model.UndefinedUse.Kind.ADDRESS);
                Ptr.Memory image = handle(value.apply(in.word(0)), op);
                if (image.readOnly()) {
                    throw new Fault(FaultReason.of(FaultReason.Kind.STORE_TO_READ_ONLY, image.reference().name()));
                }
                Object texelValue = value.apply(in.word(2));
                SpirvType.Image t = image(image, op);
                ImageFormats.Format f = ImageFormats.of(t.format());
                int stored = f.components();
                Object written = texelValue instanceof List<?> l ? (stored == 1 ? l.get(0)
                        : List.copyOf(l.subList(0, Math.min(stored, l.size())))) : texelValue;
                SpirvThread.Undefined undefined = SpirvThread.Undefined.ofStored(written);
                if (!f.whole()) {
                    // a packed texel: its components encoded into its locations, each undefined where a component
                    // it holds is
                    List<Object> parts = written instanceof List<?> l ? List.copyOf(l) : List.of(written);
                    List<Long> bits = new ArrayList<>();
                    List<Object> origins = new ArrayList<>();
                    for (int i = 0; i < parts.size(); i++) {
                        bits.add(Arith.number(parts.get(i)));
                    }
                    for (int w = 0; w < f.words(); w++) {
                        Object origin = null;
                        for (int i = 0; i < parts.size(); i++) {
                            origin = origin == null && f.wordOf(i) == w ? Definedness.origin(parts.get(i)) : origin;
                        }
                        origins.add(origin);
                    }
                    List<Long> words = ImageFormats.encode(f, bits, t.sampledType());
                    written = words.size() == 1 ? words.get(0) : List.copyOf(words);
                    undefined = SpirvThread.Undefined.of(origins);
                }
                int count = written instanceof List<?> l ? l.size() : 1;
                Ptr.Memory texel = texel(image, value.apply(in.word(1)), op, count, f);
                Access access = access(info, rules, m, in, 3, true, texel);
                yield new MemoryStep(0, null, MemoryActions.stores(texel, Definedness.strip(written), access, span), null,
                        false, undefined);
            }
        };
    }

    /**
     * Why the interpreter does not run the Image Operands at word {@code at} of image read, write or fetch {@code in},
     * or null when it does (ModuleValidator asks when the module is loaded, the run again).
     */
    static String refusedOperands(Instruction in, int at) {
        int operands = in.size() > at ? in.word(at) : 0;
        boolean fetch = in.name().equals("OpImageFetch");
        if ((operands & ~ALLOWED_OPERANDS & ~(fetch ? LOD : 0)) == 0) {
            return null;
        }
        return in.name() + " with Image Operands 0x" + Integer.toHexString(operands) + ": only " + (fetch ? "Lod 0, "
                : "") + "MakeTexelAvailable, MakeTexelVisible, NonPrivateTexel, VolatileTexel, SignExtend, ZeroExtend"
                + " and Nontemporal run on an image (no offsets, samples or gradients)";
    }

    /** The handle of an image (a storage image, a texture) {@code v}; a fault when it is something else. */
    static Ptr.Memory handle(Object v, String op) {
        image(v, op);
        return (Ptr.Memory) v;
    }

    /** A level of detail: only 0, the one level an image has here; a fault naming the level otherwise. */
    private static void level(long lod, String op) {
        if (lod != 0) {
            throw new Fault(op + " at level of detail " + lod + ": an image here has one level (mipmaps are not"
                    + " supported)");
        }
    }

    static SpirvType.Image image(Object v, String op) {
        if (v instanceof Ptr.Memory m && m.pointee() instanceof SpirvType.Image t && !t.extent().isEmpty()) {
            return t;
        }
        throw new Fault(op + " of something that is not a storage image the launch gave memory");
    }

    /**
     * The pointer to the first {@code count} components of the texel of {@code image} at {@code coordinate}; a fault
     * when the coordinate is outside the image (Vulkan leaves such an access undefined without robust image access).
     */
    static Ptr.Memory texel(Ptr.Memory image, Object coordinate, String op, int count,
                                    ImageFormats.Format format) {
        SpirvType.Image t = image(image, op);
        List<Integer> extent = t.extent();
        List<?> c = coordinate instanceof List<?> l ? l : List.of(coordinate);
        if (c.size() < extent.size()) {
            throw new Fault(op + " with " + c.size() + " coordinates for an image of " + extent.size());
        }
        long index = 0;
        long stride = 1;
        boolean outside = false;
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < extent.size(); i++) {
            long x = Arith.signExtend(Arith.number(c.get(i)), 32);
            shown.add(String.valueOf(x));
            outside |= x < 0 || x >= extent.get(i);
            index += x * stride;
            stride *= extent.get(i);
        }
        if (outside) {
            throw new Fault(FaultReason.of(FaultReason.Kind.IMAGE_OUT_OF_BOUNDS, op, String.join(", ", shown),
                    image.reference().name(), Images.text(extent)));
        }
        // a packed texel's locations hold bits (a 32-bit unsigned integer each), a whole component's its own type
        SpirvType scalar = format != null && !format.whole() ? new SpirvType.Int(32, false) : t.sampledType();
        SpirvType pointee = count == 1 ? scalar : new SpirvType.Vector(scalar, count);
        return new Ptr.Memory(image.reference(), (int) (index * Images.words(t.format()) * 4), pointee, Spv.SC_IMAGE,
                image.coherent(), image.volatile_(), image.readOnly());
    }

    /** The access of a read or write whose Image Operands mask is word {@code at}, read as memory operands. */
    private static Access access(ModuleInfo info, MemoryRules rules, Machine m, Instruction in, int at, boolean store,
                                 Ptr.Memory texel) {
        int operands = in.size() > at ? in.word(at) : 0;
        boolean fetch = in.name().equals("OpImageFetch");
        String refused = refusedOperands(in, at);
        if (refused != null) {
            throw new Fault(refused);
        }
        // their operands follow the mask in ascending bit order: Lod's, MakeTexelAvailable's, MakeTexelVisible's
        int next = at + 1;
        if ((operands & LOD) != 0) {
            level(m.integer(in.word(next++)), in.name());
        }
        Scope available = null;
        Scope visible = null;
        if ((operands & MAKE_TEXEL_AVAILABLE) != 0) {
            available = ScopeOperands.execution(m, in.word(next++));
        }
        if ((operands & MAKE_TEXEL_VISIBLE) != 0) {
            visible = ScopeOperands.execution(m, in.word(next));
        }
        int mask = ((operands & MAKE_TEXEL_AVAILABLE) != 0 ? Spv.MA_MAKE_POINTER_AVAILABLE : 0)
                | ((operands & MAKE_TEXEL_VISIBLE) != 0 ? Spv.MA_MAKE_POINTER_VISIBLE : 0)
                | ((operands & NON_PRIVATE_TEXEL) != 0 ? Spv.MA_NON_PRIVATE_POINTER : 0)
                | ((operands & VOLATILE_TEXEL) != 0 ? Spv.MA_VOLATILE : 0);
        return rules.plainAccess(store, mask, available, visible, Pointers.facts(info, texel));
    }
}
