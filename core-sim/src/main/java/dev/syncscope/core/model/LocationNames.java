package dev.syncscope.core.model;

import java.util.List;

/**
 * The shape a kernel's source gives the memory behind a reference (block members, struct fields, array
 * elements, vector components), in bytes under the memory's layout, so a location is shown by the name the
 * source uses for it: {@code data} and {@code seen} for the two members of an instance-less block
 * {@code buffer B { uint data; uint seen; }}, {@code buf.data} for the same block named {@code buf},
 * {@code items[3].key} for a field of an array of structs. A location is one 32-bit word, or a 64-bit scalar at the
 * index of its low word, whose high word is no location of its own ({@link #highWord}); a word where no member
 * starts (padding) has no name here and is shown as {@code reference[index]}. Memory holding 8- or 16-bit scalars has
 * a location per scalar, indexed by byte ({@link Bytes}). Immutable.
 */
public sealed interface LocationNames {

    /** The path of the member starting at byte {@code offset} (e.g. {@code .key}, {@code [3]}), or null. */
    String path(long offset);

    /**
     * What the scalar starting at byte {@code offset} holds ({@link ValueKind#FLOAT32} for a {@code float}), or null
     * where no scalar of 32 bits or more starts there.
     */
    ValueKind kind(long offset);

    /**
     * Whether the word at byte {@code offset} is the high word of a 64-bit scalar: the scalar is one location at its
     * low word's index, and this index holds nothing of its own, so it is neither shown nor compared.
     */
    default boolean highWord(long offset) {
        return false;
    }

    /**
     * The width in bits of the scalar starting at byte {@code offset} (8 for a {@code uint8_t}, 64 for a
     * {@code double}), or 0 where none starts.
     */
    int bits(long offset);

    /**
     * The bytes one location index stands for: 4 (index {@code i} is the word at byte {@code 4i}), or 1 in memory that
     * holds 8- or 16-bit scalars ({@link Bytes}: index {@code i} is byte {@code i}).
     */
    default int unit() {
        return 4;
    }

    /** Whether the names are global: the members of an instance-less block, named without the reference's name. */
    default boolean globalNames() {
        return this instanceof Struct s && s.global();
    }

    /** A scalar of {@code bytes} bytes (bool, int, float) holding values of {@code kind}. */
    record Scalar(int bytes, ValueKind kind) implements LocationNames {
        /** An integer (or boolean) scalar. */
        public Scalar(int bytes) {
            this(bytes, ValueKind.INTEGER);
        }

        public String path(long offset) {
            return offset == 0 ? "" : null;
        }

        public ValueKind kind(long offset) {
            return offset == 0 ? kind : null;
        }

        public boolean highWord(long offset) {
            return bytes == 8 && offset == 4;
        }

        public int bits(long offset) {
            return offset == 0 ? bytes * 8 : 0;
        }
    }

    /** A vector of {@code count} components of {@code componentBytes} each, {@code kind}: {@code .x .y .z .w}. */
    record Vector(int count, int componentBytes, ValueKind kind) implements LocationNames {
        private static final String COMPONENTS = "xyzw";

        /** A vector of integer (or boolean) components. */
        public Vector(int count, int componentBytes) {
            this(count, componentBytes, ValueKind.INTEGER);
        }

        public String path(long offset) {
            if (bits(offset) == 0 || offset / componentBytes >= COMPONENTS.length()) {
                return null;
            }
            return "." + COMPONENTS.charAt((int) (offset / componentBytes));
        }

        public ValueKind kind(long offset) {
            return bits(offset) == 0 ? null : kind;
        }

        public int bits(long offset) {
            return componentBytes > 0 && offset >= 0 && offset % componentBytes == 0 && offset / componentBytes < count
                    ? componentBytes * 8 : 0;
        }

        public boolean highWord(long offset) {
            return componentBytes == 8 && offset >= 0 && offset % 8 == 4 && offset / 8 < count;
        }
    }

    /**
     * A RowMajor matrix of {@code columns} columns of {@code rows} components of {@code componentBytes} each, its rows
     * {@code matrixStride} bytes apart (SPIR-V RowMajor: "components within a row are contiguous in memory"; every
     * HLSL matrix in a buffer): named column first as a column-major one is ({@code [1].y}: column 1, row 1), though
     * column 1's components are a row apart in memory.
     */
    record RowMajorMatrix(int columns, int rows, int matrixStride, int componentBytes, ValueKind kind)
            implements LocationNames {
        private static final String COMPONENTS = "xyzw";

        public String path(long offset) {
            int column = column(offset);
            return column < 0 ? null : "[" + column + "]." + COMPONENTS.charAt((int) (offset / matrixStride));
        }

        public ValueKind kind(long offset) {
            return column(offset) < 0 ? null : kind;
        }

        public boolean highWord(long offset) {
            return componentBytes == 8 && offset % 8 == 4 && column(offset - 4) >= 0;
        }

        public int bits(long offset) {
            return column(offset) < 0 ? 0 : componentBytes * 8;
        }

        /** The column of the component starting at {@code offset}, or -1 where none starts. */
        private int column(long offset) {
            if (componentBytes <= 0 || matrixStride <= 0 || offset < 0 || offset / matrixStride >= Math.min(rows, 4)) {
                return -1;
            }
            long within = offset % matrixStride;
            return within % componentBytes == 0 && within / componentBytes < columns ? (int) (within / componentBytes)
                    : -1;
        }
    }

    /**
     * A storage image's texels (session 81): a grid of {@code extent} (x fastest, then y, z, the layer), each texel
     * as many 32-bit locations as {@code suffixes}, each named by its suffix and holding {@code kind}: {@code [3,1]}
     * (one location a texel, suffix ""), {@code [3,1].g} (rgba32f), {@code [3,1].ba} (rgba16f). With {@code wide}
     * (r64ui, r64i; since session 82) a texel is one 64-bit location over two words, the second its high word.
     */
    record Grid(List<Integer> extent, List<String> suffixes, ValueKind kind, boolean wide) implements LocationNames {
        public Grid {
            extent = List.copyOf(extent);
            suffixes = List.copyOf(wide ? List.of("") : suffixes);
        }

        /** A grid of texels of 32-bit locations. */
        public Grid(List<Integer> extent, List<String> suffixes, ValueKind kind) {
            this(extent, suffixes, kind, false);
        }

        public String path(long offset) {
            if (suffixes.isEmpty() || offset < 0 || offset % 4 != 0) {
                return null;
            }
            long word = offset / 4;
            int perTexel = wide ? 2 : suffixes.size();
            long texel = word / perTexel;
            if (wide && word % 2 == 1) {
                return null;
            }
            StringBuilder b = new StringBuilder("[");
            for (int i = 0; i < extent.size(); i++) {
                b.append(i == 0 ? "" : ",").append(texel % extent.get(i));
                texel /= extent.get(i);
            }
            if (texel != 0) {
                return null;
            }
            return b.append(']').append(suffixes.get(wide ? 0 : (int) (word % perTexel))).toString();
        }

        public ValueKind kind(long offset) {
            return path(offset) == null ? null : kind;
        }

        public boolean highWord(long offset) {
            return wide && offset >= 4 && offset % 8 == 4 && path(offset - 4) != null;
        }

        public int bits(long offset) {
            return path(offset) == null ? 0 : wide ? 64 : 32;
        }
    }

    /** An array of {@code length} elements ({@code -1}: a runtime array, unbounded here) {@code stride} bytes apart. */
    record Array(LocationNames element, int stride, int length) implements LocationNames {
        public String path(long offset) {
            if (stride <= 0 || offset < 0) {
                return null;
            }
            long i = offset / stride;
            if (length >= 0 && i >= length) {
                return null;
            }
            String rest = element.path(offset % stride);
            return rest == null ? null : "[" + i + "]" + rest;
        }

        public ValueKind kind(long offset) {
            return stride <= 0 || offset < 0 || length >= 0 && offset / stride >= length ? null
                    : element.kind(offset % stride);
        }

        public boolean highWord(long offset) {
            return stride > 0 && offset >= 0 && (length < 0 || offset / stride < length)
                    && element.highWord(offset % stride);
        }

        public int bits(long offset) {
            return stride <= 0 || offset < 0 || length >= 0 && offset / stride >= length ? 0
                    : element.bits(offset % stride);
        }
    }

    /**
     * A struct's members at their byte offsets. With {@code global}, the members are named on their own,
     * without the reference's name and a dot (the members of an instance-less GLSL block are global names).
     */
    record Struct(List<Member> members, boolean global) implements LocationNames {
        public Struct {
            members = List.copyOf(members);
        }

        public String path(long offset) {
            for (Member m : members) {
                if (offset >= m.offset()) {
                    String rest = m.names().path(offset - m.offset());
                    if (rest != null) {
                        // a member of no name (a stripped module) names nothing: the word keeps its index
                        return m.name().isEmpty() ? null : "." + m.name() + rest;
                    }
                }
            }
            return null;
        }

        public ValueKind kind(long offset) {
            for (Member m : members) {
                if (offset >= m.offset()) {
                    ValueKind k = m.names().kind(offset - m.offset());
                    if (k != null) {
                        return k;
                    }
                }
            }
            return null;
        }

        public boolean highWord(long offset) {
            for (Member m : members) {
                if (offset >= m.offset() && m.names().highWord(offset - m.offset())) {
                    return true;
                }
            }
            return false;
        }

        public int bits(long offset) {
            for (Member m : members) {
                int b = offset >= m.offset() ? m.names().bits(offset - m.offset()) : 0;
                if (b > 0) {
                    return b;
                }
            }
            return 0;
        }
    }

    /**
     * Memory that holds 8- or 16-bit scalars (GLSL {@code uint8_t}, {@code int16_t}; since session 83), named by
     * {@code shape}: a location at every byte where a scalar starts, its index that byte's offset ({@link #unit} 1),
     * holding the whole scalar. VK MM "Memory Location" makes a location 8 bits, and every access SPIR-V makes
     * touches a whole scalar, so one location per scalar orders, races and makes visible as its bytes do; two
     * invocations writing neighbouring bytes touch disjoint locations. A byte inside a wider scalar, or in padding,
     * is no location of its own ({@link #highWord}).
     */
    record Bytes(LocationNames shape) implements LocationNames {
        public String path(long offset) {
            return shape.path(offset);
        }

        public ValueKind kind(long offset) {
            return shape.kind(offset);
        }

        public int bits(long offset) {
            return shape.bits(offset);
        }

        /** Whether no scalar starts at byte {@code offset}: it is inside one, or padding. */
        public boolean highWord(long offset) {
            return shape.bits(offset) == 0;
        }

        public int unit() {
            return 1;
        }

        public boolean globalNames() {
            return shape.globalNames();
        }
    }

    /** A struct member: its name ("" when the module gives none), its byte offset in the struct, and its shape. */
    record Member(String name, int offset, LocationNames names) { }

    /**
     * The name of location {@code index} of a reference called {@code reference} with these names: the
     * reference's name and the path, or the path alone for a member of an instance-less block; null where
     * no member starts at the location.
     */
    default String name(String reference, int index) {
        String path = path(index * (long) unit());
        if (path == null) {
            return null;
        }
        return globalNames() ? instance(path.substring(1), reference) : reference + path;
    }

    /**
     * A global name with the workgroup instance it needs (one instance-less shared block per workgroup), from its
     * reference's name ({@code S@wg1}; none with one workgroup), after the name's first identifier as the reference's
     * own names have it ({@code x@wg1}, {@code a@wg1[3]}, {@code pairs@wg1[0].key}).
     */
    private static String instance(String name, String reference) {
        int at = reference.lastIndexOf("@wg");
        if (at < 0 || at + 3 == reference.length()
                || !reference.substring(at + 3).chars().allMatch(c -> c >= '0' && c <= '9')) {
            return name;
        }
        int end = 0;
        while (end < name.length() && name.charAt(end) != '[' && name.charAt(end) != '.') {
            end++;
        }
        return name.substring(0, end) + reference.substring(at) + name.substring(end);
    }
}
