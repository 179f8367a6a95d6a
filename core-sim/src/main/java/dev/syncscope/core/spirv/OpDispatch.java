package dev.syncscope.core.spirv;

/**
 * What {@link Machine#execute} does with an instruction, classified once per opcode from the grammar's
 * names: executing an instruction switches on a constant instead of comparing its name with each case.
 */
enum OpDispatch {
    NOTHING, BRANCH, BRANCH_CONDITIONAL, SWITCH, RETURN, RETURN_VALUE, CALL, TERMINATE, CONTROL_BARRIER,
    MEMORY_BARRIER, VARIABLE, LOAD, STORE, ACCESS_CHAIN, ARRAY_LENGTH, ATOMIC, SUBGROUP, IMAGE, COMPUTE;

    /** The opcodes the interpreter compares with outside {@link Machine#execute}. */
    static final int OP_PHI = code("OpPhi");
    static final int OP_LOOP_MERGE = code("OpLoopMerge");
    static final int OP_UNDEF = code("OpUndef");
    static final int OP_VECTOR_SHUFFLE = code("OpVectorShuffle");
    /** The bit-field instructions: they make an undefined value of a field past their value's bits ({@link BitOps}). */
    static final int OP_BIT_FIELD_INSERT = code("OpBitFieldInsert");
    static final int OP_BIT_FIELD_S_EXTRACT = code("OpBitFieldSExtract");
    static final int OP_BIT_FIELD_U_EXTRACT = code("OpBitFieldUExtract");
    /** The shifts: they make an undefined value of a shift by their value's width or more ({@link Compute}). */
    static final int OP_SHIFT_LEFT_LOGICAL = code("OpShiftLeftLogical");
    static final int OP_SHIFT_RIGHT_LOGICAL = code("OpShiftRightLogical");
    static final int OP_SHIFT_RIGHT_ARITHMETIC = code("OpShiftRightArithmetic");

    /** Whether an instruction of {@code opcode} can make an undefined value of its own ({@link Compute#value}). */
    static boolean makesUndefined(int opcode) {
        return opcode == OP_UNDEF || opcode == OP_VECTOR_SHUFFLE || opcode == OP_BIT_FIELD_INSERT
                || opcode == OP_BIT_FIELD_S_EXTRACT || opcode == OP_BIT_FIELD_U_EXTRACT
                || opcode == OP_SHIFT_LEFT_LOGICAL || opcode == OP_SHIFT_RIGHT_LOGICAL
                || opcode == OP_SHIFT_RIGHT_ARITHMETIC;
    }

    private static final OpDispatch[] BY_OPCODE = Grammar.get().byOpcode(OpDispatch[]::new, OpDispatch::classify);

    /** The dispatch of opcode {@code opcode}; an opcode the grammar does not know is computed (and faults there). */
    static OpDispatch of(int opcode) {
        return opcode >= 0 && opcode < BY_OPCODE.length ? BY_OPCODE[opcode] : COMPUTE;
    }

    /** The dispatch of the opcode named {@code op}: exact names, then the atomic and subgroup families, else computed. */
    static OpDispatch classify(String op) {
        return switch (op) {
            case "OpNop", "OpSelectionMerge", "OpLoopMerge", "OpLine", "OpNoLine" -> NOTHING;
            case "OpBranch" -> BRANCH;
            case "OpBranchConditional" -> BRANCH_CONDITIONAL;
            case "OpSwitch" -> SWITCH;
            case "OpReturn" -> RETURN;
            case "OpReturnValue" -> RETURN_VALUE;
            case "OpFunctionCall" -> CALL;
            case "OpUnreachable", "OpKill", "OpTerminateInvocation" -> TERMINATE;
            case "OpControlBarrier" -> CONTROL_BARRIER;
            case "OpMemoryBarrier" -> MEMORY_BARRIER;
            case "OpVariable" -> VARIABLE;
            case "OpLoad" -> LOAD;
            case "OpStore" -> STORE;
            case "OpAccessChain", "OpInBoundsAccessChain" -> ACCESS_CHAIN;
            case "OpArrayLength" -> ARRAY_LENGTH;
            case "OpImageRead", "OpImageWrite", "OpImageTexelPointer", "OpImageQuerySize", "OpImageFetch",
                    "OpSampledImage", "OpImage", "OpImageQuerySizeLod", "OpImageQueryLevels",
                    "OpImageSampleExplicitLod" -> IMAGE;
            default -> op.startsWith("OpAtomic") ? ATOMIC : op.startsWith("OpGroupNonUniform") ? SUBGROUP : COMPUTE;
        };
    }

    private static int code(String name) {
        return Grammar.get().opcode(name).code();
    }
}
