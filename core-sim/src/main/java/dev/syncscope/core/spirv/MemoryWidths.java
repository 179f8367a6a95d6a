package dev.syncscope.core.spirv;

/**
 * Refuses, when a module is loaded, a load, store or atomic through a pointer into shared memory (StorageBuffer,
 * Uniform, Workgroup) that touches an 8- or 16-bit scalar: the model's locations are 32-bit words (a 64-bit scalar one
 * location at its low word's index, {@link Pointers#index}), so a narrower scalar would share a location with its
 * neighbours, and two invocations writing neighbouring 16-bit elements would race where the model's 8-bit memory
 * locations do not overlap. Such an access is a feature SyncScope lacks, not a fault of the kernel. It used
 * to fault in every invocation reaching it, so {@code check} failed the kernel ("a fault in some execution makes the
 * kernel wrong") and {@code run} printed an outcome (the QA audit of session 45); until session 82 64-bit scalars
 * were refused too. Invocation-local memory (Function, Private, Input) holds values of any width and is not looked
 * at. Stateless.
 */
final class MemoryWidths {

    /** The message key of the refusal of an integer access. 0: the opcode; 1: the width in bits. */
    static final String KEY_INT = "input.spirv.memoryWidthInt";
    /** The message key of the refusal of a float access. 0: the opcode; 1: the width in bits. */
    static final String KEY_FLOAT = "input.spirv.memoryWidthFloat";

    private MemoryWidths() {
    }

    /** Throws an InputError at {@code in} when it accesses a shared-memory scalar that is not 32 bits wide. */
    static void check(ModuleInfo info, Instruction in) {
        int pointer = pointerOperand(in.name());
        if (pointer < 0 || !(info.resultTypeOrNull(in.word(pointer)) instanceof SpirvType.Pointer p)
                || !shared(p.storageClass())) {
            return;
        }
        SpirvType leaf = otherWidth(p.pointee());
        if (leaf != null) {
            int bits = SpirvType.width(leaf);
            boolean real = leaf instanceof SpirvType.Float;
            throw in.error(in.name() + " of a " + bits + "-bit " + (real ? "float" : "integer") + " in buffer or"
                    + " workgroup memory: " + bits + "-bit memory accesses are not supported by the interpreter (its"
                    + " memory locations hold 32 bits)", real ? KEY_FLOAT : KEY_INT, in.name(), bits);
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
     * The first scalar of {@code type} (in layout order, as {@link Pointers#leaves} lists them) that is neither 32 nor
     * 64 bits wide, or null. A runtime array's element counts, though a whole runtime array is never loaded.
     */
    private static SpirvType otherWidth(SpirvType type) {
        if (SpirvType.isScalar(type)) {
            int width = SpirvType.width(type);
            return width == 32 || width == 64 ? null : type;
        }
        if (type instanceof SpirvType.Vector v) {
            return otherWidth(v.element());
        }
        if (type instanceof SpirvType.Array a) {
            return otherWidth(a.element());
        }
        if (type instanceof SpirvType.Struct s) {
            for (SpirvType m : s.members()) {
                SpirvType found = otherWidth(m);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
