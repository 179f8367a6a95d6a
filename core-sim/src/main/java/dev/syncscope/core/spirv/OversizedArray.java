package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * The error for an OpTypeArray longer than SyncScope simulates, named after what it declares and placed where the
 * user declared it. A fixed-size array may be a value (a local variable, a whole load), so it takes at most
 * {@link TypeBuilder#MAX_ELEMENTS} elements; a buffer's runtime-sized array is never one, so it takes as many as the
 * buffer's {@link References#MAX_WORDS} locations hold, its length set by {@code @length}. The message says so when
 * the array is a buffer's and would fit there. A compiled kernel's array is placed at its declaration in the kernel's
 * source ({@link SourceDeclarations}); it used to be {@code word 168} of the SPIR-V, a number that changes with the
 * file's path, so the window and the command line named different words (the QA audit of session 45). Stateless.
 */
final class OversizedArray {

    /** The message key. 0: the array's name; 1: its length; 2: its stride; 3: most elements; 4: most MiB. */
    static final String KEY = "input.spirv.arrayTooLarge";
    /** {@link #KEY} and the way on: 5: a buffer's most locations; 6: the buffer's {@code @length} name. */
    static final String KEY_RUNTIME = "input.spirv.arrayTooLargeRuntime";

    /**
     * What an array type declares: the variable or member it is the type of, its storage class, its buffer's name,
     * and whether it is a member of a Block (where a runtime-sized array may stand, as its last member).
     */
    record Declaration(String name, int storageClass, String bufferName, boolean blockMember) { }

    private OversizedArray() {
    }

    /** The error for array type {@code in} of {@code length} elements of {@code stride} bytes. */
    static InputError error(ModuleInfo info, Instruction in, long length, int stride) {
        Declaration d = declaration(info, in.word(0), 0);
        String limit = " is too large: SyncScope simulates fixed-size arrays of 1 to " + TypeBuilder.MAX_ELEMENTS
                + " elements and at most " + (TypeBuilder.MAX_BYTES >> 20) + " MiB";
        // a compiled kernel's array at its declaration, whatever its length (a spec constant set to 0 by @spec gave
        // "word 223" of the SPIR-V, while one set to 4000000000 gave the declaration: the audit of session 56)
        SourceSpan declared = in.wordOffset() >= 0 && d != null
                ? SourceDeclarations.arrayDeclaration(info, d.name(), length) : null;
        if (length < 1 || stride < 0) {
            // SPIR-V OpTypeArray: Length must be at least 1; a negative ArrayStride is hand-written
            String message = "array " + (d == null || d.name().isEmpty() ? "" : d.name() + " ") + "of " + length
                    + " elements (stride " + stride + ") cannot be simulated: SyncScope simulates fixed-size arrays of"
                    + " 1 to " + TypeBuilder.MAX_ELEMENTS + " elements with a stride of 0 or more bytes";
            return declared != null ? new InputError(declared, message) : SourceDeclarations.unplaced(info, in, message);
        }
        if (d == null || d.name().isEmpty()) {
            return SourceDeclarations.unplaced(info, in, "array of " + length + " elements (stride " + stride + ")"
                    + limit);
        }
        String head = "array " + d.name() + " of " + length + " elements (stride " + stride + ")" + limit;
        boolean fitsBuffer = d.storageClass() == Spv.SC_STORAGE_BUFFER && d.blockMember() && !d.bufferName().isEmpty()
                && length > TypeBuilder.MAX_ELEMENTS && length * Math.max(stride, 1) <= References.MAX_WORDS * 4L
                // a runtime array of 8- or 16-bit scalars is indexed by byte, and MAX_WORDS bytes hold fewer of them
                && MemoryWidths.narrow(info.types.getOrDefault(in.word(1), new SpirvType.Int(32, false))) == null;
        String message = fitsBuffer ? head + "; a buffer's runtime-sized array takes up to " + References.MAX_WORDS
                + " 32-bit locations: declare " + d.name() + " without a length, last in its block, and give its length"
                + " with the pragma @length " + d.bufferName() + " = " + length : head;
        Object[] args = fitsBuffer
                ? new Object[] {d.name(), length, stride, TypeBuilder.MAX_ELEMENTS, TypeBuilder.MAX_BYTES >> 20,
                        References.MAX_WORDS, d.bufferName()}
                : new Object[] {d.name(), length, stride, TypeBuilder.MAX_ELEMENTS, TypeBuilder.MAX_BYTES >> 20};
        String key = fitsBuffer ? KEY_RUNTIME : KEY;
        return declared != null ? InputError.worded(declared, message, null, key, args) : in.error(message, key, args);
    }

    /**
     * The error for array type {@code in} of {@code length} elements holding more than {@link TypeBuilder#MAX_SCALARS}
     * values (its elements are arrays or vectors): named and placed as {@link #error}'s.
     */
    static InputError tooManyValues(ModuleInfo info, Instruction in, long length) {
        Declaration d = declaration(info, in.word(0), 0);
        String message = "array " + (d == null || d.name().isEmpty() ? "" : d.name() + " ") + "of " + length
                + " elements holds more than " + TypeBuilder.MAX_SCALARS + " values";
        SourceSpan declared = in.wordOffset() >= 0 && d != null
                ? SourceDeclarations.arrayDeclaration(info, d.name(), length) : null;
        return declared != null ? new InputError(declared, message) : SourceDeclarations.unplaced(info, in, message);
    }

    /**
     * What type {@code typeId} declares: the first variable or struct member (in module order) whose type it is, or
     * that holds it as an array element; null when nothing uses it. {@code depth} bounds nested types.
     */
    private static Declaration declaration(ModuleInfo info, int typeId, int depth) {
        if (depth > 16) {
            return null;
        }
        List<Instruction> all = info.module.instructions();
        for (Instruction user : all) {
            switch (user.name()) {
                case "OpTypePointer" -> {
                    if (user.size() > 2 && user.word(2) == typeId) {
                        Declaration v = variable(info, user.word(0), user.word(1), typeId);
                        if (v != null) {
                            return v;
                        }
                    }
                }
                case "OpTypeArray", "OpTypeRuntimeArray" -> {
                    if (user.size() > 1 && user.word(1) == typeId) {
                        Declaration outer = declaration(info, user.word(0), depth + 1);
                        if (outer != null) {
                            return outer;
                        }
                    }
                }
                case "OpTypeStruct" -> {
                    for (int m = 1; m < user.size(); m++) {
                        if (user.word(m) == typeId) {
                            Declaration block = declaration(info, user.word(0), depth + 1);
                            String member = info.memberNames.getOrDefault(user.word(0), java.util.Map.of())
                                    .getOrDefault(m - 1, "");
                            int sc = block == null ? -1 : block.storageClass();
                            String buffer = block == null ? "" : bufferName(info, user, member, block);
                            return new Declaration(member.isEmpty() && block != null ? block.name() : member, sc,
                                    buffer, info.decoration(user.word(0), Spv.DEC_BLOCK).isPresent());
                        }
                    }
                }
                default -> { }
            }
        }
        return null;
    }

    /** The variable of pointer type {@code pointer} (to {@code typeId}, in storage class {@code sc}), or null. */
    private static Declaration variable(ModuleInfo info, int pointer, int sc, int typeId) {
        for (Instruction v : info.module.instructions()) {
            if (v.name().equals("OpVariable") && v.size() > 1 && v.word(0) == pointer) {
                return new Declaration(info.name(v.word(1)), sc, info.name(v.word(1)), false);
            }
        }
        return null;
    }

    /**
     * The name {@code @length} would give the buffer once member {@code member} of block {@code struct} is its
     * runtime array: the variable's own name, else the member's when the block has no other, else the block's
     * ({@link References#name}).
     */
    private static String bufferName(ModuleInfo info, Instruction struct, String member, Declaration block) {
        if (!block.bufferName().isEmpty()) {
            return block.bufferName();
        }
        if (struct.size() == 2 && !member.isEmpty()) {
            return member;
        }
        return info.name(struct.word(0));
    }
}
