package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.LocationNames;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ValueKind;
import dev.syncscope.core.model.ValueLiteral;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The model {@link Reference}s of a kernel's shared-memory variables: one per StorageBuffer or
 * Uniform block (named after the variable, else the block's only member, else the block type, else
 * the {@code %name} of a {@code .spvasm} text, else {@code set<s>.binding<b>}), and one per Workgroup variable and workgroup instance
 * ({@code name@wg<k>} when there is more than one workgroup, reachable by workgroup {@code k} only, the
 * invocations' {@code Agent#workgroup()}). Lengths count 32-bit locations, or bytes for memory that holds 8- or 16-bit
 * scalars ({@link LocationNames.Bytes}). The Workgroup blocks that share storage are one reference
 * ({@link SharedWorkgroupBlocks}).
 * Built once per launch; immutable afterwards.
 */
final class References {

    /** Most 32-bit locations one reference may have. */
    static final int MAX_WORDS = 1 << 20;

    /** The variable ids and their references: buffers shared by all, workgroup ones per workgroup. */
    final Map<Integer, Reference> buffers = new LinkedHashMap<>();
    final Map<Integer, List<Reference>> workgroup = new LinkedHashMap<>();
    final Map<Location, Long> initialValues = new HashMap<>();
    final List<Reference> all = new ArrayList<>();
    /** The storage-image variables' types with the extent this launch gives them ({@link Images}). */
    final Map<Integer, SpirvType.Image> images = new LinkedHashMap<>();

    /** The launch's references for a dispatch of {@code invocations} whose invocations form the grid {@code global}. */
    References(ModuleInfo info, DispatchConfig config, int invocations, long[] global) {
        String file = info.module.file();
        Map<String, String> allocation = allocations(config);
        Map<String, Integer> seen = new HashMap<>();
        SharedWorkgroupBlocks shared = SharedWorkgroupBlocks.of(info);
        List<Reference> sharedMade = null;
        for (ModuleInfo.Global g : info.globals.values()) {
            int sc = g.storageClass();
            // a push-constant block is read-only memory the host fills before the dispatch, as a uniform block is
            // (Vulkan: "vkCmdPushConstants … the values … are available to shaders"): its @buffer values, else zeros
            if (sc == Spv.SC_STORAGE_BUFFER || sc == Spv.SC_UNIFORM || sc == Spv.SC_PUSH_CONSTANT) {
                String name = unique(name(info, g), seen);
                List<ValueLiteral> values = config.buffers().getOrDefault(name, List.of());
                LocationNames names = names(info, g);
                int unit = names == null ? 4 : names.unit();
                long typeWords = Math.max(1, (g.pointee().size() + unit - 1) / unit);
                int initial = initialWords(names, values.size(), runtimeSized(g) ? MAX_WORDS : typeWords);
                int words = words(info, g, initial, config.runtimeLengths().getOrDefault(name, invocations),
                        config.origins().get(name), name, !config.runtimeLengths().containsKey(name), unit);
                if (!runtimeSized(g) && initial > typeWords) {
                    // a fixed-size block has no more locations than its type: more initial words would invent some
                    String holds = unit == 1 ? scalars(names, typeWords) + " (one value a scalar)"
                            : typeWords + " 32-bit word" + (typeWords == 1 ? "" : "s")
                            + (initial == values.size() ? "" : " (a 64-bit scalar takes two)");
                    throw new InputError(span(config, name, file), "@buffer gives " + name + " " + values.size()
                            + " values, but it holds " + holds);
                }
                Reference r = new Reference(name, allocation.getOrDefault(name, name), StorageClass.STORAGE_BUFFER,
                        words, Reference.ANY_WORKGROUP, names);
                buffers.put(g.id(), r);
                all.add(r);
            } else if (sc == Spv.SC_UNIFORM_CONSTANT && g.pointee() instanceof SpirvType.Image t
                    && Images.unsupported(t) == null) {
                image(info, config, g, t, global, unique(name(info, g), seen), allocation);
            } else if (sc == Spv.SC_WORKGROUP && shared.contains(g) && sharedMade != null) {
                // one reference for all the shared blocks (SharedWorkgroupBlocks), made at the first met
                workgroup.put(g.id(), sharedMade);
            } else if (sc == Spv.SC_WORKGROUP) {
                // the shared blocks' reference is named after the first block declared (SharedWorkgroupBlocks)
                String name = unique(name(info, shared.contains(g) ? shared.blocks().get(0) : g), seen);
                List<Reference> perGroup = new ArrayList<>();
                LocationNames names = names(info, g);
                int words = words(info, g, 0, 0, null, name, false, names == null ? 4 : names.unit());
                if (shared.contains(g)) {
                    for (ModuleInfo.Global b : shared.blocks()) {
                        words = Math.max(words, words(info, b, 0, 0, null, name, false, 4));
                    }
                    names = shared.names();
                }
                for (int k = 0; k < config.workgroupCount(); k++) {
                    String n = config.workgroupCount() == 1 ? name : name + "@wg" + k;
                    perGroup.add(new Reference(n, n, StorageClass.WORKGROUP, words, k, names));
                }
                workgroup.put(g.id(), perGroup);
                all.addAll(perGroup);
                sharedMade = shared.contains(g) ? perGroup : sharedMade;
            }
        }
        for (var e : config.buffers().entrySet()) {
            Reference r = byName(e.getKey(), config, file);
            if (r.storageClass() == StorageClass.WORKGROUP) {
                throw new InputError(span(config, e.getKey(), file),
                        "workgroup memory '" + e.getKey() + "' starts undefined and cannot be given contents");
            }
            // one value per location: a 32-bit word, or a 64-bit scalar's two words (its location at the low word's
            // index: @buffer d = 1.5 makes a double 1.5)
            SpirvType type = typeOf(info, r);
            int i = 0;
            int v = 0;
            for (ValueLiteral word : e.getValue()) {
                int width = r.bits(i);
                // read as the location holds it: 2048.0 in a float16_t location is the half 0x6800
                long bits = word.bits(r.valueKind(i));
                if (width < 64 && (bits < -(1L << (width - 1)) || bits > (1L << width) - 1)) {
                    // a location narrower than 64 bits: a wider value would be shown whole but read truncated
                    throw new InputError(config.origins().getOrDefault(DispatchConfig.wideValueOrigin(e.getKey(), v),
                            span(config, e.getKey(), file)), "expected " + (width == 8 ? "an " : "a ") + width
                            + "-bit value (from " + -(1L << (width - 1)) + " to " + ((1L << width) - 1) + "), found "
                            + word.text());
                }
                v++;
                Location loc = r.location(i);
                // a decimal integer in a float location is that number as a float (@buffer f = 3 holds 3.0); an
                // integer as the kernel's own store leaves it (Pointers.toMemory): -1 in a uint is 4294967295, 255 in
                // an int8_t is -1, so one value is never shown, compared or listed in outcomes two ways
                SpirvType scalar = type == null ? null : SpirvType.scalarAt(type, (long) i * r.unit());
                long value = scalar == null ? bits : Pointers.toMemory(bits, scalar);
                Long old = initialValues.put(loc, value);
                if (old != null && Arith.mask(old, width) != Arith.mask(value, width)) {
                    throw new InputError(span(config, e.getKey(), file), "aliased buffers give " + loc
                            + " two initial values (" + r.valueText(i, old) + " and " + r.valueText(i, value) + ")");
                }
                i = next(r.names(), i, r.length());
            }
        }
        config.runtimeLengths().keySet().forEach(n -> byName(n, config, file));
        for (String n : config.imageSizes().keySet()) {
            if (byName(n, config, file).storageClass() != StorageClass.IMAGE) {
                throw new InputError(span(config, n, file), "@image sizes a storage image, and " + n + " is not one");
            }
        }
        for (String n : config.samplers().keySet()) {
            // Sampled 1: "will be used with a sampler", of Dim 1D, 2D or 3D (a texel buffer is only fetched); a storage
            // image (Sampled 2) is never sampled
            List<String> textures = new ArrayList<>();
            images.forEach((id, t) -> {
                if (t.usage() == 1 && t.dim() <= Images.DIM_3D) {
                    textures.add(buffers.get(id).name());
                }
            });
            if (!textures.contains(n)) {
                SourceSpan at = config.origins().getOrDefault("@sampler " + n, span(config, n, file));
                throw new InputError(at, "@sampler gives the sampler state of a texture the kernel samples, named"
                        + " after the texture (a sampler2D, the texture2D a sampler2D(…) pairs with a sampler, an HLSL"
                        + " Texture2D), and " + n + " is not one (" + (textures.isEmpty() ? "the kernel has none"
                        : "textures: " + String.join(", ", textures)) + ")");
            }
        }
    }

    /** A storage image's reference: one location per component of each texel of its grid ({@link Images}). */
    private void image(ModuleInfo info, DispatchConfig config, ModuleInfo.Global g, SpirvType.Image t, long[] global,
                       String name, Map<String, String> allocation) {
        List<Integer> given = config.imageSizes().get(name);
        if (given != null && given.size() > Images.coordinates(t)) {
            throw new InputError(span(config, name, info.module.file()), "@image gives " + name + " " + given.size()
                    + " sizes, but the image has " + Images.coordinates(t) + " coordinate"
                    + (Images.coordinates(t) == 1 ? "" : "s"));
        }
        List<Integer> extent = Images.extent(t, given, global);
        long texels = Images.texels(extent);
        long words = texels > MAX_WORDS ? Long.MAX_VALUE : texels * Images.words(t.format());
        SourceSpan at = span(config, name, info.module.file());
        if (words > MAX_WORDS) {
            throw new InputError(at, name + ": an image of " + Images.text(extent) + " texels ("
                    + (config.imageSizes().containsKey(name) ? "@image" : "one per invocation of the dispatch along each"
                    + " dimension; an @image " + name + " = w,h pragma gives it fewer") + ") holds more than the "
                    + MAX_WORDS + " locations one buffer or variable may have (a fixed limit)");
        }
        int initial = config.buffers().getOrDefault(name, List.of()).size();
        // one value a location: a 64-bit texel's (r64ui, r64i) covers its two words
        if (ImageFormats.of(t.format()).wide() ? initial > texels : initial > words) {
            throw new InputError(at, "@buffer gives " + name + " " + initial + " values, but the image holds " + words
                    + " (" + Images.text(extent) + " texels of " + Images.words(t.format()) + " location"
                    + (Images.words(t.format()) == 1 ? "" : "s") + ")");
        }
        Reference r = new Reference(name, allocation.getOrDefault(name, name), StorageClass.IMAGE, (int) words,
                Reference.ANY_WORKGROUP, Images.names(t, extent));
        buffers.put(g.id(), r);
        images.put(g.id(), new SpirvType.Image(t.sampledType(), t.dim(), t.arrayed(), t.multisampled(), t.usage(),
                t.format(), extent, config.samplers().get(name)));
        all.add(r);
    }

    private Map<String, String> allocations(DispatchConfig config) {
        Map<String, String> out = new HashMap<>();
        for (List<String> group : config.aliases()) {
            for (String name : group) {
                out.put(name, group.get(0));
            }
        }
        return out;
    }

    /**
     * Checks alias names once all references exist. A buffer holding a 64-bit scalar aliases none: the scalar is one
     * location at its low word's index, and another buffer's view of its words would be other locations.
     */
    void checkAliases(DispatchConfig config, String file) {
        for (List<String> group : config.aliases()) {
            for (String name : group) {
                Reference r = byName(name, config, file);
                if (r.storageClass() != StorageClass.STORAGE_BUFFER) {
                    throw new InputError(span(config, name, file), "only buffers can alias, not " + InputError.quoted(name));
                }
                if (r.unit() != 4) {
                    // its locations are bytes: another buffer's 32-bit view of them would be other locations
                    throw new InputError(span(config, name, file), "buffer " + name + " holds 8- or 16-bit scalars,"
                            + " and such a buffer cannot alias another here");
                }
                for (int i = 0; i < r.length(); i++) {
                    if (r.highWord(i)) {
                        throw new InputError(span(config, name, file), "buffer " + name + " holds a 64-bit scalar ("
                                + r.locationName(i - 1) + "), and such a buffer cannot alias another here");
                    }
                }
            }
        }
    }

    /**
     * The indices {@code values} initial values fill in memory named {@code names} (null: one word each), one value a
     * location: a 32-bit word, two words for a 64-bit scalar, in memory indexed by byte the scalar's bytes and any
     * padding after it; at most {@code limit} but for values past it.
     */
    private static int initialWords(LocationNames names, int values, long limit) {
        int index = 0;
        for (int v = 0; v < values; v++) {
            index = next(names, index, limit);
        }
        return index;
    }

    /** The scalars of {@code names} in its first {@code bytes} bytes, in words: {@code 3 scalars}. */
    private static String scalars(LocationNames names, long bytes) {
        int n = 0;
        for (long b = 0; b < bytes; b++) {
            n += names.highWord(b) ? 0 : 1;
        }
        return n + (n == 1 ? " scalar" : " scalars");
    }

    /** The index of the location after the one at {@code index} (skipping indices of no location), at most limit. */
    /** The type of the buffer or uniform block {@code r} was made for; null for an image (its texels have formats). */
    private SpirvType typeOf(ModuleInfo info, Reference r) {
        for (var e : buffers.entrySet()) {
            if (e.getValue() == r && !images.containsKey(e.getKey())) {
                return info.globals.get(e.getKey()).pointee();
            }
        }
        return null;
    }

    private static int next(LocationNames names, int index, long limit) {
        int i = index + 1;
        while (i < limit && names != null && names.highWord(i * (long) names.unit())) {
            i++;
        }
        return i;
    }

    private Reference byName(String name, DispatchConfig config, String file) {
        for (Reference r : all) {
            if (r.name().equals(name)) {
                return r;
            }
        }
        throw new InputError(span(config, name, file), "no buffer or shared variable named '" + name + "' (known: "
                + String.join(", ", all.stream().map(Reference::name).toList()) + ")");
    }

    private static SourceSpan span(DispatchConfig config, String name, String file) {
        return config.origins().getOrDefault(name, new SourceSpan(file, 0, 0));
    }

    private static String unique(String name, Map<String, Integer> seen) {
        int n = seen.merge(name, 1, Integer::sum);
        return n == 1 ? name : name + "#" + n;
    }

    static String name(ModuleInfo info, ModuleInfo.Global g) {
        String own = info.name(g.id());
        if (!own.isEmpty()) {
            return own;
        }
        if (g.pointee() instanceof SpirvType.Struct s) {
            Map<Integer, String> members = info.memberNames.getOrDefault(s.id(), Map.of());
            if (s.members().size() == 1 && !members.getOrDefault(0, "").isEmpty()) {
                return members.get(0);
            }
            if (!info.name(s.id()).isEmpty()) {
                return info.name(s.id());
            }
        }
        String written = info.module.textNames().getOrDefault(g.id(), "");
        if (!written.isEmpty() && !Character.isDigit(written.charAt(0))) {
            return written;
        }
        var binding = info.decoration(g.id(), Spv.DEC_BINDING);
        if (binding.isEmpty() || binding.get().length < 2) {
            // a variable without a Binding (Workgroup, a hand-written buffer) is not named as a binding it does not
            // have (set0.binding19 was its result id %19): by its storage class and result id (workgroup%19)
            return Grammar.get().enumName("StorageClass", g.storageClass()).toLowerCase(java.util.Locale.ROOT)
                    + info.ref(g.id());
        }
        int set = info.decoration(g.id(), Spv.DEC_DESCRIPTOR_SET).map(d -> d[1]).orElse(0);
        return "set" + set + ".binding" + binding.get()[1];
    }

    /**
     * The source's names of a variable's locations, or null where {@code name} and {@code name[index]} say the
     * same (one 32-bit scalar, an array of them): a block of several members names them ({@code data}, or
     * {@code buf.data} for a block variable named {@code buf}); a block of one member is named after the
     * variable or that member ({@link #name}), so the member's own shape follows the reference's name
     * ({@code items[3].key}); struct fields, array elements and vector components ({@code .x}) below.
     * A member of no name ({@code OpMemberName}: a stripped module) names none of its words, which keep their index
     * ({@code set0.binding0[3]}), and still says what they hold and which are 64-bit scalars' high words (until session
     * 82 such a struct was left unnamed, null, as a whole, and its floats were shown as their bits).
     */
    static LocationNames names(ModuleInfo info, ModuleInfo.Global g) {
        LocationNames names = view(info, g);
        if (names != null && MemoryWidths.narrow(g.pointee()) != null) {
            // 8- or 16-bit scalars: a location per scalar, indexed by byte (VK MM "Memory Location": 8 bits)
            return new LocationNames.Bytes(names);
        }
        return plain(names) ? null : names;
    }

    /**
     * The shape of variable {@code g} as its reference names it, plain ones included ({@link #names} drops those): a
     * block of one member its member's shape, a block of several members their struct (global where the variable has
     * no name of its own), anything else its own shape; null where a member's shape is none the names know.
     */
    static LocationNames view(ModuleInfo info, ModuleInfo.Global g) {
        SpirvType pointee = g.pointee();
        if (pointee instanceof SpirvType.Struct s && s.members().size() == 1) {
            return shape(info, s.members().get(0));
        }
        if (pointee instanceof SpirvType.Struct s) {
            return struct(info, s, info.name(g.id()).isEmpty());
        }
        return shape(info, pointee);
    }

    /**
     * Whether {@code name} and {@code name[index]} already name every location of {@code n} and every one holds an
     * integer (a float's names are kept for its {@link LocationNames#kind}).
     */
    private static boolean plain(LocationNames n) {
        return n == null || n instanceof LocationNames.Scalar s && s.bytes() == 4 && s.kind() == ValueKind.INTEGER
                || n instanceof LocationNames.Array a && a.stride() == 4
                && a.element() instanceof LocationNames.Scalar e && e.bytes() == 4 && e.kind() == ValueKind.INTEGER;
    }

    private static LocationNames shape(ModuleInfo info, SpirvType type) {
        if (SpirvType.isScalar(type)) {
            return new LocationNames.Scalar(type.size(), kind(type));
        }
        if (type instanceof SpirvType.Vector v && SpirvType.isScalar(v.element())) {
            return new LocationNames.Vector(v.count(), v.element().size(), kind(v.element()));
        }
        if (type instanceof SpirvType.Array a && a.element() instanceof SpirvType.Vector column
                && column.stride() != column.element().size() && SpirvType.isScalar(column.element())) {
            // a RowMajor matrix: its columns' components a row (the MatrixStride) apart (TypeBuilder)
            return new LocationNames.RowMajorMatrix(a.length(), column.count(), column.stride(),
                    column.element().size(), kind(column.element()));
        }
        if (type instanceof SpirvType.Array a) {
            LocationNames element = shape(info, a.element());
            return element == null ? null : new LocationNames.Array(element, a.stride(), a.length());
        }
        if (type instanceof SpirvType.Struct s) {
            return struct(info, s, false);
        }
        return null;
    }

    /** How a scalar of {@code type} is shown: a float as a float, a {@code uint64_t} unsigned, the rest as integers. */
    static ValueKind kind(SpirvType type) {
        if (type instanceof SpirvType.Int i) {
            return i.width() != 64 ? ValueKind.INTEGER : i.signed() ? ValueKind.INT64 : ValueKind.UINT64;
        }
        return !(type instanceof SpirvType.Float f) ? ValueKind.INTEGER
                : f.width() == 64 ? ValueKind.FLOAT64 : f.width() == 16 ? ValueKind.FLOAT16 : ValueKind.FLOAT32;
    }

    private static LocationNames struct(ModuleInfo info, SpirvType.Struct s, boolean global) {
        Map<Integer, String> memberNames = info.memberNames.getOrDefault(s.id(), Map.of());
        List<LocationNames.Member> members = new ArrayList<>();
        for (int i = 0; i < s.members().size(); i++) {
            String member = memberNames.getOrDefault(i, "");
            LocationNames shape = shape(info, s.members().get(i));
            if (shape == null) {
                return null;
            }
            members.add(new LocationNames.Member(member, s.offsets().get(i), shape));
        }
        return new LocationNames.Struct(members, global);
    }

    /** Whether {@code g} is a block whose last member is a runtime array (its length is the launch's). */
    private static boolean runtimeSized(ModuleInfo.Global g) {
        return g.pointee() instanceof SpirvType.Struct s && !s.members().isEmpty()
                && s.members().get(s.members().size() - 1) instanceof SpirvType.Array a && a.runtime();
    }

    /**
     * The locations of {@code g} in indices of {@code unit} bytes (a 32-bit word, or a byte, LocationNames.Bytes): its
     * fixed part plus {@code elements} of a trailing runtime array, or the initial values' indices when they are more;
     * a size over the limit is an error at {@code origin} (the pragma that sized it) when there is one, else at the
     * variable. The message names the buffer {@code name}, and when its runtime array
     * got one element per invocation ({@code perInvocation}, no {@code @length}) says so and how to give it fewer: a
     * GLSL kernel launched with 2,000,000 invocations said only {@code word 192: variable %11: a buffer of 2000000
     * locations is larger than the 1048576 supported} (the session-39 audit).
     */
    private static int words(ModuleInfo info, ModuleInfo.Global g, int initialWords, int elements, SourceSpan origin,
                             String name, boolean perInvocation, int unit) {
        SpirvType pointee = g.pointee();
        long bytes = pointee.size();
        if (runtimeSized(g)) {
            SpirvType.Struct s = (SpirvType.Struct) pointee;
            SpirvType.Array a = (SpirvType.Array) s.members().get(s.members().size() - 1);
            long start = s.offsets().get(s.members().size() - 1);
            bytes = start + (long) elements * a.stride();
            long fromWords = initialWords * (long) unit;
            if (fromWords > bytes) {
                bytes = start + ((fromWords - start + a.stride() - 1) / a.stride()) * a.stride();
            }
        }
        long words = Math.max(1, Math.max((bytes + unit - 1) / unit, initialWords));
        Instruction variable = info.definitions.get(g.id());
        if (bytes < 0) {
            throw variable.error("variable " + info.ref(g.id()) + " has a negative size (" + bytes
                    + " bytes: negative Offset or ArrayStride decorations)");
        }
        if (words > MAX_WORDS) {
            String limit = ", more than the " + MAX_WORDS + " one buffer or variable may have (a fixed limit)";
            // in memory indexed by byte (8- or 16-bit scalars, LocationNames.Bytes) an index is a byte
            String units = unit == 1 ? " bytes" : " locations";
            String message;
            String key;
            Object[] args;
            if (runtimeSized(g) && perInvocation) {
                message = name + ": a buffer of " + words + units + " (its runtime array has one element per"
                        + " invocation, " + elements + "; an @length " + name + " = N pragma gives it fewer)" + limit;
                key = "input.buffer.perInvocation";
                args = new Object[] {name, words, elements, MAX_WORDS, unit == 1 ? 1 : 0};
            } else if (runtimeSized(g) && origin != null) {
                message = name + ": a buffer of " + words + units + " (@length " + name + " = " + elements + ")"
                        + limit;
                key = "input.buffer.length";
                args = new Object[] {name, words, elements, MAX_WORDS, unit == 1 ? 1 : 0};
            } else {
                message = name + ": a buffer of " + words + units + limit;
                key = "input.buffer.tooLarge";
                args = new Object[] {name, words, MAX_WORDS, unit == 1 ? 1 : 0};
            }
            // a kernel compiled from GLSL or HLSL has no source position for its variables: the file, not a SPIR-V word
            SourceSpan at = origin != null ? origin : variable.wordOffset() >= 0
                    ? new SourceSpan(info.module.file(), 0, 0) : variable.span();
            throw InputError.worded(at, message, null, key, args);
        }
        return (int) words;
    }


}
