package dev.syncscope.core.spirv;

/**
 * Refuses, when a module is loaded, a load, store or atomic through a pointer into shared memory (StorageBuffer,
 * Uniform, Workgroup) that touches a 16-bit float: the interpreter computes floats with 32 or 64 bits (ModuleValidator
 * refuses 16-bit float arithmetic), and this message says which access; and an atomic of an 8- or 16-bit scalar, which
 * Vulkan does not have. Such an access is a feature SyncScope lacks,
 * not a fault of the kernel. It used to fault in every invocation reaching it, so {@code check} failed the kernel ("a
 * fault in some execution makes the kernel wrong") and {@code run} printed an outcome (the QA audit of session 45);
 * until session 82 64-bit scalars were refused too, and until session 83 8- and 16-bit integers, which memory now
 * holds a location per scalar, indexed by byte ({@link dev.syncscope.core.model.LocationNames.Bytes},
 * {@link #narrow}). Invocation-local memory (Function, Private, Input) holds values of any width and is not looked at.
 * Stateless.
 */
final class MemoryWidths {

    /** The message key of the refusal of an atomic of an 8- or 16-bit scalar. 0: the opcode; 1: the width in bits. */
    static final String KEY_ATOMIC = "input.spirv.atomicWidth";
    /** The message key of the refusal of a float access. 0: the opcode; 1: the width in bits. */
    static final String KEY_FLOAT = "input.spirv.memoryWidthFloat";

    private MemoryWidths() {
    }

    /**
     * Throws an InputError at {@code in} when it accesses a 16-bit float in shared memory, or is an atomic of an 8- or
     * 16-bit scalar there.
     */
    static void check(ModuleInfo info, Instruction in) {
        int pointer = pointerOperand(in.name());
        if (pointer < 0 || !(info.resultTypeOrNull(in.word(pointer)) instanceof SpirvType.Pointer p)
                || !shared(p.storageClass())) {
            return;
        }
        SpirvType small = in.name().startsWith("OpAtomic") ? narrow(p.pointee()) : null;
        if (small != null) {
            // Vulkan's atomics are of 32-bit integers (and 64-bit ones with Int64Atomics); spirv-val refuses others
            int bits = SpirvType.width(small);
            throw in.error(in.name() + " of a " + bits + "-bit scalar: Vulkan's atomic instructions operate on 32-bit"
                    + " or 64-bit scalars only", KEY_ATOMIC, in.name(), bits);
        }
        SpirvType leaf = find(p.pointee(), t -> t instanceof SpirvType.Float && SpirvType.width(t) < 32);
        if (leaf != null) {
            int bits = SpirvType.width(leaf);
            throw in.error(in.name() + " of a " + bits + "-bit float in buffer or workgroup memory: " + bits + "-bit"
                    + " floats are not supported by the interpreter, which computes floats with 32 or 64 bits",
                    KEY_FLOAT, in.name(), bits);
        }
    }

    /** The operand index of the pointer an instruction accesses memory through, or -1 when it accesses none. */
    private static int pointerOperand(String op) {
        return switch (op) {
            case "OpStore", "OpAtomicStore" -> 0;
            case "OpLoad" -> 2;
            default -> op.startsWith("OpAtomic") ? 2 : -1;
        };
    }

    /** Whether storage class {@code sc} is memory the model holds (a {@link Ptr.Memory}), not invocation-local. */
    private static boolean shared(int sc) {
        return sc == Spv.SC_STORAGE_BUFFER || sc == Spv.SC_UNIFORM || sc == Spv.SC_WORKGROUP
                || sc == Spv.SC_PUSH_CONSTANT;
    }

    /**
     * The first scalar of {@code type} (in layout order, as {@link Pointers#leaves} lists them) narrower than 32 bits
     * (an 8- or 16-bit one), or null. A runtime array's element counts, though a whole runtime array is never loaded.
     */
    static SpirvType narrow(SpirvType type) {
        return find(type, t -> SpirvType.width(t) < 32);
    }

    /** The first scalar of {@code type} in layout order that {@code test} accepts, or null. */
    private static SpirvType find(SpirvType type, java.util.function.Predicate<SpirvType> test) {
        if (SpirvType.isScalar(type)) {
            return test.test(type) ? type : null;
        }
        if (type instanceof SpirvType.Vector v) {
            return find(v.element(), test);
        }
        if (type instanceof SpirvType.Array a) {
            return find(a.element(), test);
        }
        if (type instanceof SpirvType.Struct s) {
            for (SpirvType m : s.members()) {
                SpirvType found = find(m, test);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
