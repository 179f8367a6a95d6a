package dev.syncscope.core.spirv;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds a {@link SpirvType} from an OpType* instruction, resolving layout from ArrayStride and
 * Offset decorations, or packing members when the module gives no layout. Used once per type
 * during {@link ModuleInfo} construction; not shared.
 */
final class TypeBuilder {
    /** Largest array length accepted. */
    static final int MAX_ELEMENTS = 1 << 16;
    /** Largest type size in bytes accepted. */
    static final long MAX_BYTES = 1L << 26;

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
            case "OpTypeVector" -> new SpirvType.Vector(info.type(in, in.word(1)), in.word(2));
            case "OpTypeArray" -> {
                SpirvType element = info.type(in, in.word(1));
                int stride = info.decoration(id, Spv.DEC_ARRAY_STRIDE).map(d -> d[1]).orElse(element.size());
                long length = info.constantInt(in.word(2));
                if (length < 1 || stride < 0 || length > MAX_ELEMENTS || length * Math.max(stride, 1) > MAX_BYTES) {
                    throw in.error("array of " + length + " elements (stride " + stride + ") is too large");
                }
                yield new SpirvType.Array(element, (int) length, stride);
            }
            case "OpTypeRuntimeArray" -> {
                SpirvType element = info.type(in, in.word(1));
                int stride = info.decoration(id, Spv.DEC_ARRAY_STRIDE).map(d -> d[1]).orElse(element.size());
                if (stride < 0 || stride > MAX_BYTES) {
                    throw in.error("array stride " + stride + " is outside the supported size");
                }
                yield new SpirvType.Array(element, -1, stride);
            }
            case "OpTypeStruct" -> struct(in);
            case "OpTypePointer" -> new SpirvType.Pointer(in.word(1),
                    info.types.getOrDefault(in.word(2), new SpirvType.Other("forward")));
            default -> new SpirvType.Other(in.name());
        };
    }

    private SpirvType struct(Instruction in) {
        int id = in.word(0);
        List<SpirvType> members = new ArrayList<>();
        List<Integer> offsets = new ArrayList<>();
        int packed = 0;
        for (int m = 1; m < in.size(); m++) {
            SpirvType t = info.type(in, in.word(m));
            int member = m - 1;
            int offset = info.memberDecoration(id, member, Spv.DEC_OFFSET).map(d -> d[1]).orElse(packed);
            if (offset < 0 || (long) offset + t.size() > MAX_BYTES) {
                throw in.error("member " + member + " at offset " + offset + " is outside the supported size");
            }
            members.add(t);
            offsets.add(offset);
            packed = offset + t.size();
        }
        return new SpirvType.Struct(id, members, offsets);
    }
}
