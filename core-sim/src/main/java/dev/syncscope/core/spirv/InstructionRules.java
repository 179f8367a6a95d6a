package dev.syncscope.core.spirv;

import java.util.List;

/**
 * The validity rules of SPIR-V and of Vulkan's standalone SPIR-V a reachable memory instruction must meet before any
 * invocation runs, beyond the values of its operands ({@link ModuleValidator}): a load's, store's or atomic's types
 * match its pointer's pointee type; MakePointerAvailable/Visible come with NonPrivatePointer; memory semantics set
 * at most one ordering, and an atomic load or store none it cannot have; scope and semantics operands are
 * OpConstant under the Shader capability; and a control barrier's execution scope is Workgroup or Subgroup. Each
 * failure is an InputError at the instruction that names the rule it breaks (spirv-val rejects each such module).
 * The rules that depend on the module's memory model and capabilities are {@link SemanticsRules}'. Stateless.
 */
final class InstructionRules {

    /** SPIR-V Capability Shader. */
    static final int CAP_SHADER = 1;
    private static final int ORDERINGS = Spv.SEM_ACQUIRE | Spv.SEM_RELEASE | Spv.SEM_ACQUIRE_RELEASE | Spv.SEM_SEQ_CST;

    private InstructionRules() {
    }

    /** Checks {@code in} against every rule above; {@code shader}: the module declares the Shader capability. */
    static void check(ModuleInfo info, Instruction in, boolean shader) {
        types(info, in);
        memoryOperands(in);
        if (shader) {
            constantOperands(info, in);
        }
        for (int id : semanticsIds(in)) {
            if (info.constants.get(id) instanceof Long bits) {
                orderings(in, bits);
            }
        }
        if ((in.name().equals("OpGroupNonUniformBroadcast") || in.name().equals("OpGroupNonUniformQuadBroadcast"))
                && info.module.version() < VERSION_1_5) {
            broadcastId(info, in);
        }
        if (in.name().equals("OpGroupNonUniformQuadSwap")) {
            quadSwapDirection(info, in);
        }
        boolean clustered = in.name().equals("OpGroupNonUniformRotateKHR")
                || (SubgroupOps.isArithmetic(in.name()) && in.word(3) == CLUSTERED_REDUCE);
        if (clustered && in.size() > 5) {
            clusterSizeConstant(info, in);
        }
        if (in.name().equals("OpControlBarrier") && info.constants.get(in.word(0)) instanceof Long exec
                && exec != Spv.SCOPE_WORKGROUP && exec != Spv.SCOPE_SUBGROUP) {
            // VUID-StandaloneSpirv-None-04636: "Scope for execution must be limited to Workgroup or Subgroup"
            throw in.error("OpControlBarrier: Execution scope " + scopeName(exec) + " is not allowed: the execution"
                    + " scope must be Workgroup or Subgroup (VUID-StandaloneSpirv-None-04636)",
                    "input.spirv.executionScope", scopeName(exec));
        }
    }

    /**
     * SPIR-V OpLoad: "Result Type is the type of the loaded object", the pointee of Pointer; OpStore: Pointer's
     * "Type operand is the same as the type of Object"; OpAtomic*: Pointer's pointee, Result Type and Value are one
     * type. Types are compared by id, as SPIR-V does (a module declares each non-aggregate type once).
     */
    private static void types(ModuleInfo info, Instruction in) {
        String op = in.name();
        switch (op) {
            case "OpLoad", "OpAtomicLoad", "OpAtomicIIncrement", "OpAtomicIDecrement" ->
                    sameType(info, in, in.word(2), in.word(0), "Result Type");
            case "OpStore" -> sameType(info, in, in.word(0), typeOf(info, in.word(1)), "Object's type");
            case "OpAtomicStore" -> sameType(info, in, in.word(0), typeOf(info, in.word(3)), "Value's type");
            case "OpAtomicExchange", "OpAtomicIAdd", "OpAtomicISub", "OpAtomicSMin", "OpAtomicUMin", "OpAtomicSMax",
                    "OpAtomicUMax", "OpAtomicAnd", "OpAtomicOr", "OpAtomicXor", "OpAtomicFAddEXT", "OpAtomicFMinEXT",
                    "OpAtomicFMaxEXT" -> {
                sameType(info, in, in.word(2), in.word(0), "Result Type");
                valueType(info, in, in.word(5), "Value");
                arithmeticType(info, in);
            }
            case "OpAtomicCompareExchange" -> {
                sameType(info, in, in.word(2), in.word(0), "Result Type");
                valueType(info, in, in.word(6), "Value");
                valueType(info, in, in.word(7), "Comparator");
            }
            case "OpAccessChain", "OpInBoundsAccessChain" -> accessChain(info, in);
            case "OpUConvert", "OpSConvert", "OpConvertUToF", "OpConvertSToF" -> convertedType(info, in, false);
            case "OpFConvert", "OpConvertFToU", "OpConvertFToS" -> convertedType(info, in, true);
            default -> { }
        }
    }

    /**
     * SPIR-V OpUConvert, OpSConvert, OpConvertUToF, OpConvertSToF: the operand "must be a scalar or vector of integer
     * type"; OpFConvert, OpConvertFToU, OpConvertFToS: "of floating-point type" (spirv-val: "Expected input to be int
     * scalar or vector"). glslang emits an OpUConvert of a {@code float16_t} for {@code uint16_t(h)} when the kernel
     * enables 16-bit storage and float16 arithmetic but not int16 arithmetic (the session-84 audit): run as it is, it
     * gave the half's bits (3.0 became 16896) with no message.
     */
    private static void convertedType(ModuleInfo info, Instruction in, boolean floats) {
        int type = typeOf(info, in.word(2));
        if (type == 0) {
            return;
        }
        SpirvType operand = SpirvType.scalarOf(info.type(in, type));
        if (floats ? !(operand instanceof SpirvType.Float) : !(operand instanceof SpirvType.Int)) {
            String wanted = floats ? "floating-point" : "integer";
            int width = SpirvType.width(operand);
            int kind = operand instanceof SpirvType.Float ? 1 : operand instanceof SpirvType.Int ? 0 : 2;
            // the one such module glslang makes: a float16_t converted to an integer type
            boolean glslang = !floats && kind == 1 && width == 16;
            throw in.error(in.name() + ": its operand " + info.ref(in.word(2)) + " is "
                    + (kind == 2 ? "a boolean" : "a " + width + "-bit " + (kind == 1 ? "float" : "integer"))
                    + ", not of " + wanted + " type (SPIR-V " + in.name() + ": the operand must be a scalar or vector"
                    + " of " + wanted + " type)" + (glslang ? "; glslang makes this of a float16_t converted to an"
                    + " integer type when the kernel lacks that type's arithmetic extension"
                    + " (GL_EXT_shader_explicit_arithmetic_types_int16 or _int8)" : ""), "input.spirv.convertOperand",
                    in.name(), info.ref(in.word(2)), kind, width, floats ? 1 : 0, glslang ? 1 : 0);
        }
    }

    /**
     * SPIR-V OpAccessChain: each index walks one level of Base's pointee type (a struct member by a constant index,
     * else an element), and Result Type points to the type the indexes reach; spirv-val rejects an index into a
     * type that is no composite ("reached non-composite type while indexes still remain"). A struct index that is
     * no constant is left to the run, which refuses it there.
     */
    private static void accessChain(ModuleInfo info, Instruction in) {
        int type = pointee(info, in.word(2));
        for (int i = 3; i < in.size() && type != 0; i++) {
            Instruction t = info.definitions.get(type);
            if (t == null) {
                return;
            }
            switch (t.name()) {
                case "OpTypeArray", "OpTypeRuntimeArray", "OpTypeVector", "OpTypeMatrix" -> type = t.word(1);
                case "OpTypeStruct" -> {
                    if (!(info.constants.get(in.word(i)) instanceof Long member) || member < 0
                            || member >= t.size() - 1) {
                        return;
                    }
                    type = t.word(1 + member.intValue());
                }
                default -> throw in.error(in.name() + ": index " + (i - 2) + " (" + info.ref(in.word(i)) + ") indexes"
                        + " into " + info.ref(type) + ", which has no members or elements (SPIR-V " + in.name()
                        + ": each index walks one level of the base's type)", "input.spirv.accessChainDepth",
                        in.name(), i - 2, info.ref(in.word(i)), info.ref(type));
            }
        }
        Instruction result = info.definitions.get(in.word(0));
        if (type != 0 && result != null && result.name().equals("OpTypePointer") && result.word(2) != type) {
            throw in.error(in.name() + ": its Result Type " + info.ref(in.word(0)) + " points to " + info.ref(
                    result.word(2)) + ", but its indexes reach " + info.ref(type) + " (SPIR-V " + in.name() + ": Result"
                    + " Type must point to the type the indexes reach)", "input.spirv.accessChainType", in.name(),
                    info.ref(in.word(0)), info.ref(result.word(2)), info.ref(type));
        }
    }

    private static int typeOf(ModuleInfo info, int id) {
        Integer t = info.resultTypes.get(id);
        return t == null ? 0 : t;
    }

    /** The id of the pointee type of pointer value {@code pointer}, 0 when its type is no OpTypePointer. */
    private static int pointee(ModuleInfo info, int pointer) {
        Instruction def = info.definitions.get(typeOf(info, pointer));
        return def != null && def.name().equals("OpTypePointer") ? def.word(2) : 0;
    }

    private static void sameType(ModuleInfo info, Instruction in, int pointer, int type, String what) {
        int pointee = pointee(info, pointer);
        if (pointee != 0 && type != 0 && pointee != type) {
            boolean result = what.startsWith("Result");
            throw in.error(in.name() + ": its " + what + " " + info.ref(type) + " is not the type " + info.ref(pointee)
                    + " that Pointer " + info.ref(pointer) + " points to (SPIR-V " + in.name()
                    + ": the pointer's pointee type must be the " + (result ? "result" : "object") + " type)",
                    result ? "input.spirv.resultType" : "input.spirv.objectType", in.name(), info.ref(type),
                    info.ref(pointee), info.ref(pointer));
        }
    }

    /**
     * SPIR-V OpAtomicIAdd (and ISub, SMin, UMin, SMax, UMax, And, Or, Xor): "Result Type must be an integer type
     * scalar"; SPV_EXT_shader_atomic_float_add OpAtomicFAddEXT: "Result Type must be a floating-point type scalar"
     * (SPV_EXT_shader_atomic_float_min_max OpAtomicFMinEXT, FMaxEXT: "a floating-point type"). An exchange takes
     * either.
     */
    private static void arithmeticType(ModuleInfo info, Instruction in) {
        if (in.name().equals("OpAtomicExchange")) {
            return;
        }
        boolean floats = in.name().startsWith("OpAtomicF");
        SpirvType type = info.type(in, in.word(0));
        if ((floats ? !(type instanceof SpirvType.Float) : !(type instanceof SpirvType.Int))) {
            String wanted = floats ? "a floating-point" : "an integer";
            throw in.error(in.name() + ": its Result Type " + info.ref(in.word(0)) + " is not " + wanted
                    + " scalar (SPIR-V " + in.name() + ": Result Type must be " + wanted + " type scalar)",
                    floats ? "input.spirv.atomicFloatType" : "input.spirv.atomicIntegerType", in.name(),
                    info.ref(in.word(0)));
        }
    }

    private static void valueType(ModuleInfo info, Instruction in, int value, String what) {
        int type = typeOf(info, value);
        if (type != 0 && type != in.word(0)) {
            throw in.error(in.name() + ": " + what + " " + info.ref(value) + " is a " + info.ref(type)
                    + ", not its Result Type " + info.ref(in.word(0)) + " (SPIR-V " + in.name() + ": the type of "
                    + what + " must be the same as Result Type)", "input.spirv.valueType", in.name(), what,
                    info.ref(value), info.ref(type), info.ref(in.word(0)));
        }
    }

    /**
     * SPIR-V Memory Operands: MakePointerAvailable "Requires NonPrivatePointer to also be set. Cannot be used with
     * OpLoad"; MakePointerVisible likewise, "Cannot be used with OpStore".
     */
    private static void memoryOperands(Instruction in) {
        boolean load = in.name().equals("OpLoad");
        int maskAt = load ? 3 : in.name().equals("OpStore") ? 2 : -1;
        if (maskAt < 0) {
            return;
        }
        int mask = MemoryRules.mask(in, maskAt);
        boolean av = (mask & Spv.MA_MAKE_POINTER_AVAILABLE) != 0;
        boolean vis = (mask & Spv.MA_MAKE_POINTER_VISIBLE) != 0;
        if (load && av || !load && vis) {
            String flag = load ? "MakePointerAvailable" : "MakePointerVisible";
            throw in.error(in.name() + ": " + flag + " cannot be used with " + in.name() + " (SPIR-V Memory Operands)",
                    "input.spirv.pointerFlag", in.name(), flag);
        }
        if ((av || vis) && (mask & Spv.MA_NON_PRIVATE_POINTER) == 0) {
            String flag = av ? "MakePointerAvailable" : "MakePointerVisible";
            throw in.error(in.name() + ": " + flag + " without NonPrivatePointer (SPIR-V Memory Operands: " + flag
                    + " requires NonPrivatePointer to also be set)", "input.spirv.nonPrivatePointer", in.name(), flag);
        }
    }

    /** The version word of SPIR-V 1.5, from which a broadcast's Id need not be a constant. */
    private static final int VERSION_1_5 = 0x00010500;

    /**
     * SPIR-V OpGroupNonUniformBroadcast: "Before version 1.5, Id must come from a constant instruction" (an OpConstant or
     * OpSpecConstant kind), as spirv-val refuses it; from 1.5 a non-constant Id must be dynamically uniform, which the
     * engines check where the operation completes (SubgroupOps). OpGroupNonUniformQuadBroadcast's Index alike ("Before
     * version 1.5, Index must come from a constant instruction").
     */
    private static void broadcastId(ModuleInfo info, Instruction in) {
        Instruction def = info.definitions.get(in.word(4));
        if (def != null && !def.name().startsWith("OpConstant") && !def.name().startsWith("OpSpecConstant")) {
            int v = info.module.version();
            String version = (v >> 16) + "." + ((v >> 8) & 0xff);
            if (in.name().equals("OpGroupNonUniformQuadBroadcast")) {
                throw in.error(in.name() + ": its Index " + info.ref(in.word(4)) + " is defined by " + def.name()
                        + ", not a constant instruction: before SPIR-V 1.5 a quad broadcast's Index must come from a"
                        + " constant instruction, and this module is SPIR-V " + version + " (to read a quad member"
                        + " chosen per invocation, use OpGroupNonUniformShuffle)",
                        "input.spirv.quadBroadcastIndexNotConstant", info.ref(in.word(4)), def.name(), version);
            }
            throw in.error(in.name() + ": its Id " + info.ref(in.word(4)) + " is defined by " + def.name()
                    + ", not a constant instruction: before SPIR-V 1.5 a broadcast's Id must come from a constant"
                    + " instruction, and this module is SPIR-V " + version + " (to read a lane chosen per invocation,"
                    + " use OpGroupNonUniformShuffle)", "input.spirv.broadcastIdNotConstant", info.ref(in.word(4)),
                    def.name(), version);
        }
    }

    /** SPIR-V GroupOperation ClusteredReduce. */
    private static final int CLUSTERED_REDUCE = 3;

    /**
     * SPIR-V, a clustered reduction's and a rotation's ClusterSize: "ClusterSize must come from a constant instruction"
     * (the second review of session 78: a hand-written module's computed one ran with its value).
     */
    private static void clusterSizeConstant(ModuleInfo info, Instruction in) {
        Instruction def = info.definitions.get(in.word(5));
        if (def != null && !def.name().startsWith("OpConstant") && !def.name().startsWith("OpSpecConstant")) {
            throw in.error(in.name() + ": its ClusterSize " + info.ref(in.word(5)) + " is defined by " + def.name()
                    + ", not a constant instruction: a ClusterSize must come from a constant instruction",
                    "input.spirv.clusterSizeNotConstant", in.name(), info.ref(in.word(5)), def.name());
        }
    }

    /**
     * SPIR-V OpGroupNonUniformQuadSwap: "Direction must come from a constant instruction" and "must be one of the above
     * values" (0 horizontal, 1 vertical, 2 diagonal).
     */
    private static void quadSwapDirection(ModuleInfo info, Instruction in) {
        Object direction = info.constants.get(in.word(4));
        if (!(direction instanceof Long d) || d < 0 || d > 2) {
            boolean constant = direction instanceof Long;
            String what = constant ? String.valueOf(direction) : "not a constant";
            // key input.spirv.quadSwapDirection: the id, 1 when a constant (then its value) else 0
            throw in.error(in.name() + ": its Direction " + info.ref(in.word(4)) + " is " + what + ": a quad swap's"
                    + " Direction must be a constant 0 (horizontal), 1 (vertical) or 2 (diagonal)",
                    "input.spirv.quadSwapDirection", info.ref(in.word(4)), constant ? 1 : 0, what);
        }
    }

    /**
     * spirv-val, as the Vulkan environment requires: "Scope ids must be OpConstant when Shader capability is
     * present", and so must memory-semantics ids (a specialization constant is no OpConstant either).
     */
    private static void constantOperands(ModuleInfo info, Instruction in) {
        for (int id : ModuleValidator.scopeIds(in)) {
            constant(info, in, id, "Scope");
        }
        for (int id : semanticsIds(in)) {
            constant(info, in, id, "Memory Semantics");
        }
    }

    private static void constant(ModuleInfo info, Instruction in, int id, String what) {
        Instruction def = info.definitions.get(id);
        if (def == null) {
            return;
        }
        if (!def.name().equals("OpConstant") && !def.name().equals("OpConstantNull")) {
            throw in.error(in.name() + ": its " + what + " operand " + info.ref(id) + " is defined by " + def.name()
                    + ", not OpConstant (" + what + " ids must be OpConstant when the Shader capability is present)",
                    "input.spirv.notConstant", in.name(), what, info.ref(id), def.name());
        }
    }

    /** The ids of {@code in}'s MemorySemantics operands that the grammar places before its optional operands. */
    static List<Integer> semanticsIds(Instruction in) {
        List<String> kinds = Grammar.get().opcode(in.opcode()).operands();
        List<Integer> out = new java.util.ArrayList<>(2);
        for (int i = 0; i < kinds.size() && i < in.size(); i++) {
            String kind = kinds.get(i);
            if (kind.endsWith("?") || kind.endsWith("*")) {
                break;
            }
            if (kind.equals("IdMemorySemantics")) {
                out.add(in.word(i));
            }
        }
        return out;
    }

    /**
     * SPIR-V Memory Semantics {@literal <id>}: "at most one of these four bits (Acquire, Release, AcquireRelease,
     * SequentiallyConsistent) may be set" (VUID-StandaloneSpirv-MemorySemantics-10865); Vulkan:
     * VUID-StandaloneSpirv-MemorySemantics-10867 (no Acquire or AcquireRelease on OpAtomicStore) and 10868 (no Release
     * or AcquireRelease on OpAtomicLoad), which replaced OpAtomicStore-04730 and OpAtomicLoad-04731; their
     * SequentiallyConsistent is 10866's ({@link SemanticsRules}).
     */
    private static void orderings(Instruction in, long bits) {
        long set = bits & ORDERINGS;
        if (Long.bitCount(set) > 1) {
            String hex = Long.toHexString(bits & 0xffffffffL);
            throw in.error(in.name() + ": memory semantics 0x" + hex + " set " + orderingNames(set) + ": at most one"
                    + " of Acquire, Release, AcquireRelease and SequentiallyConsistent may be set (SPIR-V Memory"
                    + " Semantics <id>)", "input.spirv.orderings", in.name(), hex, orderingNames(set));
        }
        if (in.name().equals("OpAtomicStore") && (set & (Spv.SEM_ACQUIRE | Spv.SEM_ACQUIRE_RELEASE)) != 0) {
            throw in.error("OpAtomicStore: acquire semantics on a store (" + orderingNames(set) + "): OpAtomicStore"
                    + " must not use Acquire or AcquireRelease (VUID-StandaloneSpirv-MemorySemantics-10867)",
                    "input.spirv.acquireOnStore", orderingNames(set));
        }
        if (in.name().equals("OpAtomicLoad") && (set & (Spv.SEM_RELEASE | Spv.SEM_ACQUIRE_RELEASE)) != 0) {
            throw in.error("OpAtomicLoad: release semantics on a load (" + orderingNames(set) + "): OpAtomicLoad"
                    + " must not use Release or AcquireRelease (VUID-StandaloneSpirv-MemorySemantics-10868)",
                    "input.spirv.releaseOnLoad", orderingNames(set));
        }
    }

    private static String orderingNames(long set) {
        StringBuilder out = new StringBuilder();
        String[] names = {"Acquire", "Release", "AcquireRelease", "SequentiallyConsistent"};
        int[] bits = {Spv.SEM_ACQUIRE, Spv.SEM_RELEASE, Spv.SEM_ACQUIRE_RELEASE, Spv.SEM_SEQ_CST};
        for (int i = 0; i < bits.length; i++) {
            if ((set & bits[i]) != 0) {
                out.append(out.length() == 0 ? "" : ", ").append(names[i]);
            }
        }
        return out.toString();
    }

    private static String scopeName(long value) {
        String name = value == (int) value ? Grammar.get().enumName("Scope", (int) value) : null;
        return name == null ? String.valueOf(value) : name;
    }
}
