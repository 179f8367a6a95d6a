package dev.syncscope.core.spirv;

import dev.syncscope.core.model.FaultReason;
import dev.syncscope.core.model.IntFormat;
import dev.syncscope.core.model.Reference;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToLongFunction;

/**
 * Pointer arithmetic and memory layout: access chains into shared memory (byte offsets from
 * Offset/ArrayStride) and into local cells (index paths), the scalar leaves a composite access
 * touches, and the conversion of scalars to and from the model's {@code long} location values
 * (signed integers sign-extended, everything else as its zero-extended bit pattern). Stateless.
 */
final class Pointers {

    /** One scalar a memory access touches: its byte offset in the reference and its type. */
    record Leaf(int offset, SpirvType type) { }

    private Pointers() {
    }

    static Ptr chain(ModuleInfo info, Instruction in, Ptr base, IntToLongFunction index) {
        if (base instanceof Ptr.Local local) {
            List<Integer> path = new ArrayList<>(local.path());
            SpirvType type = local.pointee();
            for (int i = 3; i < in.size(); i++) {
                int at = (int) index.applyAsLong(in.word(i));
                path.add(at);
                type = member(type, at);
            }
            return new Ptr.Local(local.cell(), path, type);
        }
        Ptr.Memory m = (Ptr.Memory) base;
        SpirvType type = m.pointee();
        int offset = m.offset();
        boolean coherent = m.coherent();
        boolean volatile_ = m.volatile_();
        boolean readOnly = m.readOnly();
        for (int i = 3; i < in.size(); i++) {
            long at = index.applyAsLong(in.word(i));
            if (at != (int) at) {
                throw new Fault("index " + at + " is out of range for " + type);
            }
            SpirvType next = member(type, (int) at);
            if (type instanceof SpirvType.Struct s) {
                int member = (int) at;
                coherent |= info.memberDecoration(s.id(), member, Spv.DEC_COHERENT).isPresent();
                volatile_ |= info.memberDecoration(s.id(), member, Spv.DEC_VOLATILE).isPresent();
                readOnly |= info.memberDecoration(s.id(), member, Spv.DEC_NON_WRITABLE).isPresent();
                offset += s.offsets().get(member);
            } else if (type instanceof SpirvType.Array a) {
                offset = element(info, at, a.runtime() ? Long.MAX_VALUE : a.length(), offset + at * a.stride(),
                        m.reference());
            } else if (type instanceof SpirvType.Vector v) {
                offset = element(info, at, v.count(), offset + at * v.stride(), m.reference());
            }
            type = next;
        }
        return new Ptr.Memory(m.reference(), offset, type, m.storageClass(), coherent, volatile_, readOnly);
    }

    /**
     * The byte offset {@code lands} of element {@code at} of an array or vector of {@code size} elements in {@code r}'s
     * memory. An index outside a fixed-size array or a vector whose element is still inside that memory faults (GLSL:
     * "Behavior is undefined if a shader subscripts an array with an index less than 0 or greater than or equal to the
     * size the array was declared with"; as local arrays fault, LocalCells): until session 84 it reached another
     * member's bytes silently ({@code h[8]} of {@code uint8_t h[2]} stored to a later member, and the check said OK:
     * the session-84 audit). Not in a module compiled from HLSL, whose {@code ?:} evaluates both sides (glslang marks
     * it not short-circuit), so {@code i < 4 ? v[i] : 0} reads {@code v[4]} and drops it. An element past the memory's
     * end (and a runtime array's) faults at the access, naming it ({@link #outOfBounds}); an offset past 32 bits here.
     */
    private static int element(ModuleInfo info, long at, long size, long lands, Reference r) {
        if ((at < 0 || at >= size) && lands >= 0 && lands < (long) r.length() * r.unit()
                && !HlslUavNotes.fromHlsl(info.module)) {
            throw new Fault(FaultReason.of(FaultReason.Kind.INDEX_OUT_OF_BOUNDS, at, size));
        }
        if (lands != (int) lands) {
            // an index so large that its byte offset wraps would reach element 0's bytes (the review of session 84)
            throw new Fault(FaultReason.of(FaultReason.Kind.OUT_OF_BOUNDS_ACCESS, r.name(), at, (long) r.length()));
        }
        return (int) lands;
    }

    private static SpirvType member(SpirvType type, int at) {
        if (type instanceof SpirvType.Struct s) {
            if (at < 0 || at >= s.members().size()) {
                throw new Fault("struct member " + at + " does not exist");
            }
            return s.members().get(at);
        }
        if (type instanceof SpirvType.Array a) {
            return a.element();
        }
        if (type instanceof SpirvType.Vector v) {
            return v.element();
        }
        throw new Fault("cannot index into " + what(type));
    }

    static Object arrayLength(Instruction in, Ptr ptr) {
        if (!(ptr instanceof Ptr.Memory m) || !(m.pointee() instanceof SpirvType.Struct s)) {
            throw new Fault("OpArrayLength needs a pointer to a buffer block");
        }
        int member = in.word(3);
        if (member < 0 || member >= s.members().size() || !(s.members().get(member) instanceof SpirvType.Array a)) {
            throw new Fault("OpArrayLength: member " + member + " of the block is not an array");
        }
        if (a.stride() <= 0) {
            throw new Fault("OpArrayLength of an array with stride " + a.stride());
        }
        long bytes = (long) m.reference().length() * m.reference().unit() - m.offset() - s.offsets().get(member);
        return Math.max(0, bytes / a.stride());
    }

    /** Legacy-model facts about a shared-memory pointer (upgrade_memory_model.cpp CheckType/CheckAllTypes). */
    static MemoryRules.PointerFacts facts(ModuleInfo info, Ptr.Memory m) {
        return new MemoryRules.PointerFacts(m.storageClass() == Spv.SC_WORKGROUP,
                m.coherent() || anyMemberDecorated(info, m.pointee(), Spv.DEC_COHERENT));
    }

    /**
     * Whether a member whose bytes hold byte {@code offset} of {@code type}'s layout, or a member enclosing it, has
     * {@code decoration} (the members an access chain to that byte passes, as {@link #chain} gathers them): of
     * {@code buffer B { coherent uint flag; uint data; }} byte 0 is Coherent, byte 4 is not.
     */
    static boolean decoratedAt(ModuleInfo info, SpirvType type, long offset, int decoration) {
        if (type instanceof SpirvType.Struct s) {
            for (int m = s.members().size() - 1; m >= 0; m--) {
                if (s.offsets().get(m) <= offset) {
                    return info.memberDecoration(s.id(), m, decoration).isPresent()
                            || decoratedAt(info, s.members().get(m), offset - s.offsets().get(m), decoration);
                }
            }
            return false;
        }
        if (type instanceof SpirvType.Array a) {
            return decoratedAt(info, a.element(), a.stride() > 0 ? offset % a.stride() : 0, decoration);
        }
        return false;
    }

    static boolean anyMemberDecorated(ModuleInfo info, SpirvType type, int decoration) {
        if (type instanceof SpirvType.Struct s) {
            if (info.anyMemberDecorated(s.id(), decoration)) {
                return true;
            }
            return s.members().stream().anyMatch(t -> anyMemberDecorated(info, t, decoration));
        }
        if (type instanceof SpirvType.Array a) {
            return anyMemberDecorated(info, a.element(), decoration);
        }
        return false;
    }

    static List<Leaf> leaves(Ptr.Memory m) {
        List<Leaf> out = new ArrayList<>();
        leaves(m.pointee(), m.offset(), out);
        return out;
    }

    private static void leaves(SpirvType type, int offset, List<Leaf> out) {
        if (type instanceof SpirvType.Vector v) {
            for (int i = 0; i < v.count(); i++) {
                leaves(v.element(), offset + i * v.stride(), out);
            }
        } else if (type instanceof SpirvType.Array a) {
            if (a.runtime()) {
                throw new Fault("cannot load or store a whole runtime array");
            }
            for (int i = 0; i < a.length(); i++) {
                leaves(a.element(), offset + i * a.stride(), out);
            }
        } else if (type instanceof SpirvType.Struct s) {
            for (int i = 0; i < s.members().size(); i++) {
                leaves(s.members().get(i), offset + s.offsets().get(i), out);
            }
        } else if (SpirvType.isScalar(type)) {
            out.add(new Leaf(offset, type));
        } else {
            throw new Fault("memory access of " + what(type) + ", which the interpreter does not support");
        }
    }

    /**
     * The location index of a leaf: its byte offset / 4, checked for width, alignment and bounds. A 64-bit scalar is
     * one location, at the index of its low word, holding all 64 bits (VK MM "Memory Location": every access of it
     * touches all 8 of its bytes, so one location orders, races and makes visible as the 8 do); the index of its high
     * word is in bounds too, and no access of this module touches it (MemoryWidths, References.checkAliases).
     */
    static int index(Ptr.Memory m, Leaf leaf) {
        int width = SpirvType.width(leaf.type());
        if (m.reference().unit() == 1) {
            return byteIndex(m, leaf, width);
        }
        if (width != 32 && width != 64) {
            throw new Fault(width + "-bit memory accesses are not supported");
        }
        if (leaf.offset() % (width / 8) != 0 && (width == 64 || leaf.offset() % 4 != 0)) {
            // a 64-bit scalar's Offset and ArrayStride are multiples of 8 (Vulkan: "Offset and Stride Assignment",
            // a scalar's alignment its size in every layout): one at 4 would overlap the next word's location
            throw new Fault(FaultReason.of(FaultReason.Kind.UNALIGNED_ACCESS, leaf.offset(),
                    m.reference().name()));
        }
        int index = leaf.offset() / 4;
        int last = index + width / 32 - 1;
        if (leaf.offset() < 0 || last >= m.reference().length()) {
            // the first word outside: a 64-bit scalar's high word when only it is
            long outside = leaf.offset() >= 0 && index < m.reference().length() ? last : leaf.offset() >> 2;
            throw outOfBounds(m, leaf, width == 64, outside);
        }
        return index;
    }

    /**
     * The location index of a leaf in memory indexed by byte (it holds 8- or 16-bit scalars, LocationNames.Bytes): its
     * byte offset, checked for alignment (Vulkan "Offset and Stride Assignment": a scalar's alignment is its size) and
     * bounds. The scalar is one location holding all its bytes (VK MM "Memory Location").
     */
    private static int byteIndex(Ptr.Memory m, Leaf leaf, int width) {
        int bytes = width / 8;
        if (leaf.offset() % bytes != 0) {
            throw new Fault(FaultReason.of(FaultReason.Kind.UNALIGNED_ACCESS, leaf.offset(), m.reference().name()));
        }
        if (leaf.offset() < 0 || (long) leaf.offset() + bytes > m.reference().length()) {
            throw outOfBounds(m, leaf, true, leaf.offset());
        }
        if (m.reference().names().bits(leaf.offset()) != width) {
            // an index past its array's end that lands on no scalar of this width (a byte inside a wider member, or
            // padding): its bytes would be no location, or part of another scalar's, so it would race with nothing
            throw new Fault(FaultReason.of(FaultReason.Kind.OVERLAPPING_ACCESS, (long) width, (long) leaf.offset(),
                    m.reference().name()));
        }
        return leaf.offset();
    }

    /**
     * The fault of an access past the end of {@code m}'s memory: where the location's index is no element's ({@code
     * byName}: a 64-bit scalar's, or in memory indexed by byte) and the source names the element (a runtime array's,
     * {@code d[1]}), by that name and the memory's bytes; else as {@code reference[index]} and its locations.
     */
    private static Fault outOfBounds(Ptr.Memory m, Leaf leaf, boolean byName, long index) {
        Reference r = m.reference();
        String name = byName && r.names() != null && leaf.offset() >= 0 && leaf.offset() % r.unit() == 0
                ? r.names().name(r.name(), leaf.offset() / r.unit()) : null;
        if (name == null && byName && r.unit() == 1) {
            // past a fixed-size array's end, which the source names no element of: the byte
            name = "byte " + leaf.offset() + " of " + r.name();
        }
        if (name != null) {
            return new Fault(FaultReason.of(FaultReason.Kind.OUT_OF_BOUNDS_ELEMENT, name, r.name(),
                    (long) r.length() * r.unit()));
        }
        return new Fault(FaultReason.of(FaultReason.Kind.OUT_OF_BOUNDS_ACCESS, r.name(), index, (long) r.length()));
    }

    static void flatten(Object value, List<Long> out) {
        if (value instanceof List<?> list) {
            list.forEach(v -> flatten(v, out));
        } else {
            out.add(Arith.number(value));
        }
    }

    static long toMemory(long bits, SpirvType type) {
        if (type instanceof SpirvType.Int i && i.signed()) {
            return Arith.signExtend(bits, i.width());
        }
        return type instanceof SpirvType.Bool ? (bits != 0 ? 1 : 0) : Arith.mask(bits, SpirvType.width(type));
    }

    /**
     * The format memory holds a scalar of {@code type} in (as {@link #toMemory} writes it): a 64-bit one as the whole
     * {@code long} (its unsigned and float operations compare or add its bits as such: {@link IntFormat#INT64}).
     */
    static IntFormat format(SpirvType type) {
        if (SpirvType.width(type) == 64) {
            return IntFormat.INT64;
        }
        return type instanceof SpirvType.Int i && i.signed() ? IntFormat.INT32 : IntFormat.UINT32;
    }

    static Long fromMemory(long value, SpirvType type) {
        if (type instanceof SpirvType.Bool) {
            return value != 0 ? 1L : 0L;
        }
        return Arith.mask(value, SpirvType.width(type));
    }

    /**
     * A Function-storage variable declared without an initializer and not yet stored to. It reads as {@code zero}
     * undefined from {@code origin} (OpVariable: only an Initializer gives its memory an initial value; GLSL leaves it
     * undefined; {@link Definedness}), and {@link SpirvThread#registers()} leaves it out, so an invocation that never
     * reached a local's assignment shows no value for it.
     */
    record Unassigned(Object zero, Object origin) {
        /** Its value, every scalar undefined from {@link #origin()}. */
        Object undefined() {
            return Definedness.taintShared(zero, origin);
        }
    }

    static Object read(Object cell, List<Integer> path) {
        if (cell instanceof Unassigned u) {
            return Definedness.taintShared(read(u.zero(), path), u.origin());
        }
        if (path.isEmpty()) {
            // a whole variable (most loads of locals): no iterator
            return cell;
        }
        Object v = cell;
        for (int at : path) {
            List<?> list = Arith.vector(v);
            if (at < 0 || at >= list.size()) {
                throw new Fault(FaultReason.of(FaultReason.Kind.INDEX_OUT_OF_BOUNDS, at, list.size()));
            }
            v = list.get(at);
        }
        return v;
    }

    static Object write(Object cell, List<Integer> path, Object value) {
        if (path.isEmpty()) {
            return value;
        }
        if (cell instanceof Unassigned u) {
            cell = u.undefined();
        }
        List<?> list = Arith.vector(cell);
        int at = path.get(0);
        if (at < 0 || at >= list.size()) {
            throw new Fault(FaultReason.of(FaultReason.Kind.INDEX_OUT_OF_BOUNDS, at, list.size()));
        }
        List<Object> copy = new ArrayList<>(list);
        copy.set(at, write(list.get(at), path.subList(1, path.size()), value));
        return List.copyOf(copy);
    }

    /** A value of {@code type} built from the scalars a load read, in order (a fault when too few were read). */
    static Object assemble(SpirvType type, java.util.Iterator<Long> reads) {
        if (type instanceof SpirvType.Filtered f) {
            return Sampling.filtered(f, reads);
        }
        if (type instanceof SpirvType.Texel t) {
            // a texel's format's components, then green and blue 0 and alpha 1 (Vulkan: conversion to RGBA)
            SpirvType element = t.result().element();
            java.util.List<Long> stored = new java.util.ArrayList<>();
            if (t.packed() != null) {
                java.util.List<Long> words = new java.util.ArrayList<>();
                for (int i = 0; i < t.packed().words(); i++) {
                    words.add(reads.next());
                }
                stored.addAll(ImageFormats.decode(t.packed(), words, element, t.stored()));
            }
            java.util.List<Object> parts = new java.util.ArrayList<>();
            for (int i = 0; i < t.result().count(); i++) {
                parts.add(i < t.stored() ? (t.packed() != null ? stored.get(i) : assemble(element, reads))
                        : missingComponent(element, i));
            }
            return t.scalar() ? parts.get(0) : java.util.List.copyOf(parts);
        }
        if (type instanceof SpirvType.Vector || type instanceof SpirvType.Array || type instanceof SpirvType.Struct) {
            java.util.List<Object> parts = new java.util.ArrayList<>();
            if (type instanceof SpirvType.Vector v) {
                for (int i = 0; i < v.count(); i++) {
                    parts.add(assemble(v.element(), reads));
                }
            } else if (type instanceof SpirvType.Array a) {
                for (int i = 0; i < a.length(); i++) {
                    parts.add(assemble(a.element(), reads));
                }
            } else {
                for (SpirvType member : ((SpirvType.Struct) type).members()) {
                    parts.add(assemble(member, reads));
                }
            }
            return java.util.List.copyOf(parts);
        }
        if (!reads.hasNext()) {
            // an ill-typed module: the result type has more scalars than the memory the instruction read
            throw new Fault("malformed SPIR-V: result type " + type + " is larger than the memory read");
        }
        return fromMemory(reads.next(), type);
    }

    /**
     * Component {@code i} of a texel whose format lacks it, as Vulkan's "Conversion to RGBA" fills it: green and blue 0,
     * alpha 1 (of the Sampled Type {@code element}: 1.0 for a float).
     */
    static Object missingComponent(SpirvType element, int i) {
        return i < 3 ? 0L : element instanceof SpirvType.Float f ? Arith.fromDouble(1.0, f.width()) : 1L;
    }

    /** {@code type} named for a fault message: an unsupported type by what it is, not by its Java record. */
    private static String what(SpirvType type) {
        return type instanceof SpirvType.Other o ? o.opName() : type.getClass().getSimpleName();
    }
}
