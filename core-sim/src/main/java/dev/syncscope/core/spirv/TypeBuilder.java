package dev.syncscope.core.spirv;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds a {@link SpirvType} from an OpType* instruction, resolving layout from ArrayStride and
 * Offset decorations, or packing members when the module gives no layout. Used once per type
 * during {@link ModuleInfo} construction; not shared.
 */
final class TypeBuilder {
    /**
     * Largest fixed-size array length accepted (a fixed-size array may be a value, held whole; a buffer's runtime-sized
     * array is not, and takes up to {@link References#MAX_WORDS} locations: {@link OversizedArray}).
     */
    static final int MAX_ELEMENTS = 1 << 16;
    /** Largest type size in bytes accepted. */
    static final long MAX_BYTES = 1L << 26;
    /** Most scalar values one type may hold (nested arrays multiply; each is built as a value). */
    static final long MAX_SCALARS = 1L << 18;
    /** Largest vector component count (SPIR-V: 2, 3, 4, and 8 or 16 with the Vector16 capability). */
    static final int MAX_COMPONENTS = 16;

    private final ModuleInfo info;

    TypeBuilder(ModuleInfo info) {
        this.info = info;
    }

    SpirvType build(Instruction in) {
        int id = in.word(0);
        return switch (in.name()) {
            case "OpTypeVoid" -> new SpirvType.Void();
            case "OpTypeBool" -> new SpirvType.Bool();
            case "OpTypeInt" -> new SpirvType.Int(in.word(1), in.word(2) != 0);
            case "OpTypeFloat" -> new SpirvType.Float(in.word(1));
            case "OpTypeVector" -> {
                int count = in.word(2);
                if (count < 2 || count > MAX_COMPONENTS) {
                    throw in.error("vector of " + Integer.toUnsignedString(count) + " components; SPIR-V allows 2 to "
                            + MAX_COMPONENTS);
                }
                yield new SpirvType.Vector(info.type(in, in.word(1)), count);
            }
            case "OpTypeArray" -> {
                SpirvType element = info.type(in, in.word(1));
                int stride = info.decoration(id, Spv.DEC_ARRAY_STRIDE).map(d -> d[1]).orElse(stride(element));
                long length = info.constantInt(in, in.word(2));
                if (length < 1 || stride < 0 || length > MAX_ELEMENTS || length * Math.max(stride, 1) > MAX_BYTES) {
                    throw OversizedArray.error(info, in, length, stride);
                }
                if (length * scalars(element) > MAX_SCALARS) {
                    throw OversizedArray.tooManyValues(info, in, length);
                }
                yield new SpirvType.Array(element, (int) length, stride);
            }
            case "OpTypeRuntimeArray" -> {
                SpirvType element = info.type(in, in.word(1));
                int stride = info.decoration(id, Spv.DEC_ARRAY_STRIDE).map(d -> d[1]).orElse(stride(element));
                if (stride < 0 || stride > MAX_BYTES) {
                    throw in.error("array stride " + stride + " is outside the supported size");
                }
                yield new SpirvType.Array(element, -1, stride);
            }
            case "OpTypeMatrix" -> {
                // SPIR-V OpTypeMatrix: "Column Type is the type of each column in the matrix. It must be vector
                // type"; a matrix is held as an array of its columns (m[1] is column 1, m[1].y its second row), packed
                // until a struct member's MatrixStride lays it out (struct below)
                SpirvType column = info.type(in, in.word(1));
                int columns = in.word(2);
                if (!(column instanceof SpirvType.Vector) || columns < 2 || columns > 4) {
                    throw in.error("OpTypeMatrix: a matrix has 2 to 4 columns of a vector type (SPIR-V OpTypeMatrix)");
                }
                yield new SpirvType.Array(column, columns, column.size());
            }
            // OpTypeImage: Sampled Type, Dim, Depth, Arrayed, MS, Sampled, Image Format (Images checks which run)
            case "OpTypeImage" -> new SpirvType.Image(info.type(in, in.word(1)), in.word(2), in.word(4) == 1,
                    in.word(5) == 1, in.word(6), in.word(7), List.of());
            // OpTypeSampledImage: "Image Type must be an OpTypeImage"; a texel fetch reads the image, the sampler
            // (filtering) plays no part in what runs here
            case "OpTypeSampledImage" -> info.type(in, in.word(1));
            case "OpTypeStruct" -> struct(in);
            case "OpTypePointer" -> new SpirvType.Pointer(in.word(1),
                    info.types.getOrDefault(in.word(2), new SpirvType.Other("forward")));
            default -> new SpirvType.Other(in.name());
        };
    }

    /**
     * The alignment SyncScope lays a type out with where the module gives no Offset or ArrayStride (Workgroup memory
     * without explicit layout, whose layout Vulkan leaves to the implementation): its largest scalar's size, as
     * Vulkan's scalar block layout aligns it. Until session 83 members were packed with none, so a float after a
     * {@code float16_t}, or a double after a float, sat at a byte no access of its width may start at, and faulted.
     */
    static int alignment(SpirvType t) {
        if (t instanceof SpirvType.Vector v) {
            return alignment(v.element());
        }
        if (t instanceof SpirvType.Array a) {
            return alignment(a.element());
        }
        if (t instanceof SpirvType.Struct s) {
            int most = 1;
            for (SpirvType m : s.members()) {
                most = Math.max(most, alignment(m));
            }
            return most;
        }
        return Math.max(1, t.size());
    }

    /** The stride of an array of {@code element} with no ArrayStride: its size rounded up to its alignment. */
    private static int stride(SpirvType element) {
        return roundUp(element.size(), alignment(element));
    }

    private static int roundUp(int n, int to) {
        return (int) ((n + (long) to - 1) / to * to);
    }

    private SpirvType struct(Instruction in) {
        int id = in.word(0);
        List<SpirvType> members = new ArrayList<>();
        List<Integer> offsets = new ArrayList<>();
        int packed = 0;
        for (int m = 1; m < in.size(); m++) {
            int member = m - 1;
            SpirvType t = matrixLayout(in, in.word(m), info.type(in, in.word(m)), member);
            int offset = info.memberDecoration(id, member, Spv.DEC_OFFSET).map(d -> d[1])
                    .orElse(roundUp(packed, alignment(t)));
            if (offset < 0 || (long) offset + t.size() > MAX_BYTES) {
                throw in.error("member " + member + " at offset " + offset + " is outside the supported size");
            }
            members.add(t);
            offsets.add(offset);
            packed = offset + t.size();
        }
        long values = 0;
        for (SpirvType t : members) {
            values += scalars(t);
        }
        if (values > MAX_SCALARS) {
            throw in.error("struct holds more than " + MAX_SCALARS + " values");
        }
        return new SpirvType.Struct(id, members, offsets);
    }

    /**
     * Member {@code member} of struct {@code in}, of type {@code type} (id {@code typeId}), laid out as its decorations
     * say when it is a matrix or an array of matrices: SPIR-V 2.16.2 (Shader): "Each structure-type member that is a
     * matrix or array-of-matrices must be decorated with a MatrixStride Decoration", the bytes between its columns
     * (std140 puts a mat2's columns 16 bytes apart, std430 8); of a RowMajor matrix (every HLSL matrix in a buffer,
     * whose column_major is SPIR-V's RowMajor) the bytes between its rows, its columns' components that far apart.
     */
    private SpirvType matrixLayout(Instruction in, int typeId, SpirvType type, int member) {
        Instruction def = info.definitions.get(typeId);
        if (def == null || !(type instanceof SpirvType.Array a)) {
            return type;
        }
        if (def.name().equals("OpTypeMatrix")) {
            int stride = info.memberDecoration(in.word(0), member, Spv.DEC_MATRIX_STRIDE).map(d -> d[1])
                    .orElse(a.stride());
            if (info.memberDecoration(in.word(0), member, Spv.DEC_ROW_MAJOR).isPresent()
                    && a.element() instanceof SpirvType.Vector column) {
                // SPIR-V RowMajor: "Applies only to a member of a structure type. Only valid on a matrix or
                // array whose most basic element is a matrix. Indicates that components within a row are
                // contiguous in memory"; MatrixStride is then the bytes between rows: column c, row r at
                // r * MatrixStride + c * (component size). Still indexed column first (m[c][r]).
                int component = column.element().size();
                return new SpirvType.Array(new SpirvType.Vector(column.element(), column.count(), stride), a.length(),
                        component);
            }
            return new SpirvType.Array(a.element(), a.length(), stride);
        }
        if (def.name().equals("OpTypeArray") || def.name().equals("OpTypeRuntimeArray")) {
            SpirvType element = matrixLayout(in, def.word(1), a.element(), member);
            return element == a.element() ? type : new SpirvType.Array(element, a.length(), a.stride());
        }
        return type;
    }

    /** How many scalar values a value of {@code type} holds (a runtime array counts its element once). */
    static long scalars(SpirvType type) {
        if (type instanceof SpirvType.Vector v) {
            return v.count() * scalars(v.element());
        }
        if (type instanceof SpirvType.Array a) {
            return Math.max(a.length(), 1) * scalars(a.element());
        }
        if (type instanceof SpirvType.Struct s) {
            long n = 0;
            for (SpirvType m : s.members()) {
                n += scalars(m);
            }
            return n;
        }
        return 1;
    }
}
