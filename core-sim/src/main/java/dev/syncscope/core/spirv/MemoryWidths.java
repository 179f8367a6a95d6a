package dev.syncscope.core.spirv;

/**
 * Refuses, when a module is loaded, an atomic instruction through a pointer into shared memory (StorageBuffer, Uniform,
 * Workgroup) of an 8- or 16-bit scalar: Vulkan has no atomics of 8- or 16-bit integers (spirv-val: "needs to be a
 * 32-bit int scalar type", 64-bit with Int64Atomics), and the interpreter does not run the 16-bit float ones of
 * {@code VK_EXT_shader_atomic_float2}. Such a refusal used to fault in every invocation reaching it, so {@code check}
 * failed the kernel ("a fault in some execution makes the kernel wrong") and {@code run} printed an outcome (the QA
 * audit of session 45). Until session 82 every access of a 64-bit scalar was refused, and until session 83 every
 * access of an 8- or 16-bit one, which memory now holds a location per scalar, indexed by byte
 * ({@link dev.syncscope.core.model.LocationNames.Bytes}, {@link #narrow}), and 16-bit floats
 * ({@link dev.syncscope.core.model.Half}). Invocation-local memory (Function, Private, Input) is not looked at.
 * Stateless.
 */
final class MemoryWidths {

    /**
     * The message key of the refusal of an atomic of an 8- or 16-bit scalar. 0: the opcode; 1: the width in bits; 2: 1
     * for a float, 0 for an integer.
     */
    static final String KEY_ATOMIC = "input.spirv.atomicWidth";

    private MemoryWidths() {
    }

    /** Throws an InputError at {@code in} when it is an atomic of an 8- or 16-bit scalar in shared memory. */
    static void check(ModuleInfo info, Instruction in) {
        int pointer = pointerOperand(in.name());
        if (pointer < 0 || !(info.resultTypeOrNull(in.word(pointer)) instanceof SpirvType.Pointer p)
                || !shared(p.storageClass())) {
            return;
        }
        SpirvType small = in.name().startsWith("OpAtomic") ? narrow(p.pointee()) : null;
        if (small != null) {
            int bits = SpirvType.width(small);
            boolean real = small instanceof SpirvType.Float;
            String what = (bits == 8 ? "an " : "a ") + bits + "-bit " + (real ? "float" : "integer");
            throw in.error(in.name() + " of " + what + ": " + (real
                    ? "16-bit float atomics (VK_EXT_shader_atomic_float2) are not supported by the interpreter"
                    : "Vulkan's atomic instructions operate on 32-bit or 64-bit integers only"), KEY_ATOMIC,
                    in.name(), bits, real ? 1 : 0);
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
