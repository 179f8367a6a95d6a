package dev.syncscope.core.spirv;

import java.util.List;

/**
 * A SPIR-V type as the interpreter needs it, with explicit layout (Offset, ArrayStride) resolved
 * from decorations or, where the module gives none (Workgroup variables), a packed layout of 4-byte
 * scalars. Immutable.
 */
public sealed interface SpirvType {

    /** Size in bytes under the type's layout. */
    int size();

    /** OpTypeVoid. */
    record Void() implements SpirvType {
        public int size() {
            return 0;
        }
    }

    /** OpTypeBool (4 bytes when laid out in memory). */
    record Bool() implements SpirvType {
        public int size() {
            return 4;
        }
    }

    /** OpTypeInt. */
    record Int(int width, boolean signed) implements SpirvType {
        public int size() {
            return width / 8;
        }
    }

    /** OpTypeFloat. */
    record Float(int width) implements SpirvType {
        public int size() {
            return width / 8;
        }
    }

    /**
     * OpTypeVector, its components {@code stride} bytes apart: packed ({@link #Vector(SpirvType, int)}), or, for a
     * column of a RowMajor matrix, the matrix's MatrixStride apart (its rows).
     */
    record Vector(SpirvType element, int count, int stride) implements SpirvType {
        /** A vector of packed components (OpTypeVector). */
        public Vector(SpirvType element, int count) {
            this(element, count, element.size());
        }

        /** The bytes from its first component to the end of its last. */
        public int size() {
            return stride == element.size() ? element.size() * count : (count - 1) * stride + element.size();
        }
    }

    /**
     * OpTypeArray (fixed length) or, with {@code length} -1, OpTypeRuntimeArray; also a matrix, as the array of its
     * columns (of a RowMajor matrix: columns one component apart, each a {@link Vector} strided by the MatrixStride).
     */
    record Array(SpirvType element, int length, int stride) implements SpirvType {
        /** Its length times its stride, or, when its elements interleave (a RowMajor matrix), to its last scalar. */
        public int size() {
            return length <= 0 ? 0 : Math.max(length * stride, (length - 1) * stride + element.size());
        }

        public boolean runtime() {
            return length < 0;
        }
    }

    /** OpTypeStruct with member offsets. */
    record Struct(int id, List<SpirvType> members, List<Integer> offsets) implements SpirvType {
        public Struct {
            members = List.copyOf(members);
            offsets = List.copyOf(offsets);
        }

        public int size() {
            int last = members.size() - 1;
            return last < 0 ? 0 : offsets.get(last) + members.get(last).size();
        }
    }

    /** OpTypePointer; {@code pointee} is null until resolved for forward pointers. */
    record Pointer(int storageClass, SpirvType pointee) implements SpirvType {
        public int size() {
            return 8;
        }
    }

    /**
     * OpTypeImage: its Sampled Type, Dim (0 1D, 1 2D, 2 3D, 3 Cube, 4 Rect, 5 Buffer, 6 SubpassData), Arrayed, MS,
     * Sampled (2: a storage image, read and written without a sampler) and Image Format; and, on the pointer of an
     * image variable a launch gave memory ({@link Images}), the {@code extent} of its texel grid (width, height,
     * depth, layers as its Dim and Arrayed have them; empty on the module's type).
     */
    record Image(SpirvType sampledType, int dim, boolean arrayed, boolean multisampled, int usage, int format,
                 List<Integer> extent, Sampler sampler) implements SpirvType {
        public Image {
            extent = List.copyOf(extent);
        }

        /** An image without a sampler's state (a storage image, or a texture the launch gives none). */
        Image(SpirvType sampledType, int dim, boolean arrayed, boolean multisampled, int usage, int format,
              List<Integer> extent) {
            this(sampledType, dim, arrayed, multisampled, usage, format, extent, null);
        }

        public int size() {
            return 0;
        }
    }

    /**
     * What an OpImageRead assembles from the {@code stored} components its image's format holds: those, then the rest
     * of {@code result} as Vulkan fills a texel's missing components (0 for green and blue, 1 for alpha); the
     * components are read one location each, or, with a {@code packed} format ({@link ImageFormats}; null: none),
     * decoded from the texel's locations; with {@code scalar}, the result is the first component alone (an OpImageRead
     * whose Result Type is a scalar).
     */
    record Texel(Vector result, int stored, ImageFormats.Format packed, boolean scalar) implements SpirvType {
        public int size() {
            return 0;
        }
    }

    /**
     * What an OpImageSampleExplicitLod assembles ({@link Sampling#filtered}): the taps of the sampler's filter, each a
     * {@code texel} read unless it is the border ({@code border}), weighted by {@code weights}.
     */
    record Filtered(Texel texel, List<Double> weights, List<Boolean> border) implements SpirvType {
        public Filtered {
            weights = List.copyOf(weights);
            border = List.copyOf(border);
        }

        public int size() {
            return 0;
        }
    }

    /** Any other type (functions, samplers, sampled images): known by name only. */
    record Other(String opName) implements SpirvType {
        public int size() {
            return 0;
        }
    }

    /** Whether values of this type are single scalars (bool, int, float). */
    static boolean isScalar(SpirvType t) {
        return t instanceof Bool || t instanceof Int || t instanceof Float;
    }

    /** Width in bits of a scalar type (bool counts as 32 in memory). */
    static int width(SpirvType t) {
        if (t instanceof Int i) {
            return i.width();
        }
        if (t instanceof Float f) {
            return f.width();
        }
        return 32;
    }

    /** The width of the scalars of {@code t}: a scalar's own, a vector's, a matrix's or an array's components'. */
    static int scalarWidth(SpirvType t) {
        while (t instanceof Vector || t instanceof Array) {
            t = t instanceof Vector v ? v.element() : ((Array) t).element();
        }
        return width(t);
    }

    /**
     * The scalar of {@code t} at byte {@code offset} of its layout (the member, element or component whose bytes hold
     * it, found by Offset and ArrayStride), or null where {@code t} holds no scalar there (an image, a pointer).
     */
    static SpirvType scalarAt(SpirvType t, long offset) {
        if (isScalar(t)) {
            return t;
        }
        if (t instanceof Vector v) {
            return scalarAt(v.element(), v.stride() > 0 ? offset % v.stride() : 0);
        }
        if (t instanceof Array a) {
            return scalarAt(a.element(), a.stride() > 0 ? offset % a.stride() : 0);
        }
        if (t instanceof Struct s) {
            for (int m = s.members().size() - 1; m >= 0; m--) {
                if (s.offsets().get(m) <= offset) {
                    return scalarAt(s.members().get(m), offset - s.offsets().get(m));
                }
            }
        }
        return null;
    }

    /** The scalar element type of a scalar or vector type. */
    static SpirvType scalarOf(SpirvType t) {
        return t instanceof Vector v ? v.element() : t;
    }
}
