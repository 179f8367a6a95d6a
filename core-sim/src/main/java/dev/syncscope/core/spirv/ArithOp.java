package dev.syncscope.core.spirv;

import java.util.HashMap;
import java.util.Map;

/**
 * The arithmetic, bit, logical, comparison and conversion instructions {@link Arith} computes, each with its
 * SPIR-V name and operand count. Classified once per opcode from the grammar's names, so computing an
 * instruction switches on a constant instead of comparing its name with each case.
 */
enum ArithOp {
    S_NEGATE("OpSNegate", 1), F_NEGATE("OpFNegate", 1), NOT("OpNot", 1), LOGICAL_NOT("OpLogicalNot", 1),
    BIT_COUNT("OpBitCount", 1), CONVERT_F_TO_U("OpConvertFToU", 1), CONVERT_F_TO_S("OpConvertFToS", 1),
    CONVERT_S_TO_F("OpConvertSToF", 1), CONVERT_U_TO_F("OpConvertUToF", 1), U_CONVERT("OpUConvert", 1),
    S_CONVERT("OpSConvert", 1), F_CONVERT("OpFConvert", 1), BITCAST("OpBitcast", 1), IS_NAN("OpIsNan", 1),
    IS_INF("OpIsInf", 1), COPY_OBJECT("OpCopyObject", 1),

    I_ADD("OpIAdd", 2), F_ADD("OpFAdd", 2), I_SUB("OpISub", 2), F_SUB("OpFSub", 2), I_MUL("OpIMul", 2),
    F_MUL("OpFMul", 2), U_DIV("OpUDiv", 2), S_DIV("OpSDiv", 2), F_DIV("OpFDiv", 2), U_MOD("OpUMod", 2),
    S_REM("OpSRem", 2), S_MOD("OpSMod", 2), F_REM("OpFRem", 2), F_MOD("OpFMod", 2),
    VECTOR_TIMES_SCALAR("OpVectorTimesScalar", 2), SHIFT_RIGHT_LOGICAL("OpShiftRightLogical", 2),
    SHIFT_RIGHT_ARITHMETIC("OpShiftRightArithmetic", 2), SHIFT_LEFT_LOGICAL("OpShiftLeftLogical", 2),
    BITWISE_OR("OpBitwiseOr", 2), BITWISE_XOR("OpBitwiseXor", 2), BITWISE_AND("OpBitwiseAnd", 2),
    LOGICAL_EQUAL("OpLogicalEqual", 2), LOGICAL_NOT_EQUAL("OpLogicalNotEqual", 2), LOGICAL_OR("OpLogicalOr", 2),
    LOGICAL_AND("OpLogicalAnd", 2), I_EQUAL("OpIEqual", 2), I_NOT_EQUAL("OpINotEqual", 2),
    U_GREATER_THAN("OpUGreaterThan", 2), S_GREATER_THAN("OpSGreaterThan", 2),
    U_GREATER_THAN_EQUAL("OpUGreaterThanEqual", 2), S_GREATER_THAN_EQUAL("OpSGreaterThanEqual", 2),
    U_LESS_THAN("OpULessThan", 2), S_LESS_THAN("OpSLessThan", 2), U_LESS_THAN_EQUAL("OpULessThanEqual", 2),
    S_LESS_THAN_EQUAL("OpSLessThanEqual", 2), F_ORD_EQUAL("OpFOrdEqual", 2), F_UNORD_EQUAL("OpFUnordEqual", 2),
    F_ORD_NOT_EQUAL("OpFOrdNotEqual", 2), F_UNORD_NOT_EQUAL("OpFUnordNotEqual", 2),
    F_ORD_LESS_THAN("OpFOrdLessThan", 2), F_UNORD_LESS_THAN("OpFUnordLessThan", 2),
    F_ORD_GREATER_THAN("OpFOrdGreaterThan", 2), F_UNORD_GREATER_THAN("OpFUnordGreaterThan", 2),
    F_ORD_LESS_THAN_EQUAL("OpFOrdLessThanEqual", 2), F_UNORD_LESS_THAN_EQUAL("OpFUnordLessThanEqual", 2),
    F_ORD_GREATER_THAN_EQUAL("OpFOrdGreaterThanEqual", 2), F_UNORD_GREATER_THAN_EQUAL("OpFUnordGreaterThanEqual", 2);

    /** The instruction's name in the SPIR-V grammar. */
    final String spirvName;
    /** 1 for a unary operation, 2 for a binary one. */
    final int arity;

    ArithOp(String spirvName, int arity) {
        this.spirvName = spirvName;
        this.arity = arity;
    }

    private static final Map<String, ArithOp> BY_NAME = byName();
    private static final ArithOp[] BY_OPCODE = Grammar.get().byOpcode(ArithOp[]::new, ArithOp::named);

    /** The operation named {@code op}, or null when {@link Arith} does not compute it. */
    static ArithOp named(String op) {
        return BY_NAME.get(op);
    }

    /** Whether this is one of the three shifts, whose result is undefined for a Shift of the value's width or more. */
    boolean isShift() {
        return this == SHIFT_LEFT_LOGICAL || this == SHIFT_RIGHT_LOGICAL || this == SHIFT_RIGHT_ARITHMETIC;
    }

    /** The operation of opcode {@code opcode}, or null when {@link Arith} does not compute it. */
    static ArithOp of(int opcode) {
        return opcode >= 0 && opcode < BY_OPCODE.length ? BY_OPCODE[opcode] : null;
    }

    private static Map<String, ArithOp> byName() {
        Map<String, ArithOp> m = new HashMap<>();
        for (ArithOp op : values()) {
            m.put(op.spirvName, op);
        }
        return Map.copyOf(m);
    }
}
