package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The checks a module passes before any invocation is built: every function the entry point reaches has a body, is
 * called with one argument per parameter and branches only to its own blocks ({@link BranchTargets}), every reachable
 * instruction is one the interpreter implements and meets the rules of {@link InstructionRules} and
 * {@link SemanticsRules}, every constant scope and memory-semantics operand has a value SPIR-V defines, every access
 * to buffer or workgroup memory is of 32-bit scalars ({@link MemoryWidths}), and every variable used is in a
 * supported storage class. A failure is an InputError at the instruction at fault: its source line in a compiled
 * kernel (its OpLine; a variable's declaration, {@link SourceDeclarations}), its line:column in a {@code .spvasm},
 * {@code word N} of a binary the user gave. Stateless.
 */
final class ModuleValidator {

    private ModuleValidator() {
    }

    /** Rejects, before running anything, every reachable instruction the interpreter cannot run. */
    static void validate(ModuleInfo info, ModuleInfo.Function entry) {
        Deque<ModuleInfo.Function> work = new ArrayDeque<>(List.of(entry));
        Set<Integer> seen = new HashSet<>();
        Set<Integer> usedIds = new HashSet<>();
        SemanticsRules.Module module = SemanticsRules.Module.of(info);
        SemanticsRules.memoryModel(info, module);
        CallCycles.check(info, entry);
        while (!work.isEmpty()) {
            ModuleInfo.Function f = work.pop();
            if (!seen.add(f.id())) {
                continue;
            }
            BranchTargets.check(info, f);
            PhiPlacement.check(info, f);
            functionType(info, f);
            for (ModuleInfo.Block b : f.blocks().values()) {
                for (int i = 0; i < b.body().size(); i++) {
                    Instruction in = b.body().get(i);
                    check(info, in, b.spans().get(i), module);
                    for (int w : in.words()) {
                        usedIds.add(w);
                    }
                    if (in.name().equals("OpFunctionCall")) {
                        work.push(callee(info, in));
                    }
                }
            }
        }
        for (ModuleInfo.Global g : info.globals.values()) {
            int sc = g.storageClass();
            boolean supported = sc == Spv.SC_STORAGE_BUFFER || sc == Spv.SC_UNIFORM || sc == Spv.SC_WORKGROUP
                    || sc == Spv.SC_PUSH_CONSTANT || sc == Spv.SC_PRIVATE
                    || sc == Spv.SC_UNIFORM_CONSTANT && g.pointee() instanceof SpirvType.Image t
                    && Images.unsupported(t) == null
                    || sc == Spv.SC_UNIFORM_CONSTANT && Images.SAMPLER.equals(g.pointee())
                    || (sc == Spv.SC_INPUT && info.decoration(g.id(), Spv.DEC_BUILTIN).isPresent());
            if (!supported && usedIds.contains(g.id())) {
                throw unsupportedVariable(info, g);
            }
        }
    }

    /**
     * A variable in a storage class the interpreter has no memory for: at its declaration in a compiled kernel's source
     * (glslang gives a global no OpLine), at its line in a {@code .spvasm}, at its word in a binary.
     */
    private static InputError unsupportedVariable(ModuleInfo info, ModuleInfo.Global g) {
        String name = info.name(g.id());
        Instruction variable = info.definitions.get(g.id());
        Instruction pointer = info.definitions.get(g.typeId());
        String block = pointer != null && pointer.name().equals("OpTypePointer") ? info.name(pointer.word(2)) : "";
        // a block without an instance name (layout(push_constant) uniform PC { uint k; };) by its block's name
        String what = !name.isEmpty() ? "variable " + name
                : variable.wordOffset() >= 0 && !block.isEmpty() ? "the variable of block " + block
                : "variable " + info.ref(g.id());
        String message = g.pointee() instanceof SpirvType.Image image
                ? what + ", " + Images.unsupported(image) + ", is not supported by the interpreter"
                : what + " in storage class " + Grammar.get().enumName("StorageClass", g.storageClass())
                + (g.storageClass() == Spv.SC_INPUT ? " without a BuiltIn decoration" : "") + " is not supported";
        if (variable.wordOffset() < 0) {
            return variable.error(message);
        }
        SourceSpan declared = SourceDeclarations.variableDeclaration(info, name, block);
        return declared != null ? new InputError(declared, message) : unplaced(info, variable, message);
    }

    /**
     * An error at {@code in}, which has no line: in a kernel SyncScope compiled, about the file (a word of the SPIR-V
     * it compiled means nothing to the kernel's author); in a binary the user gave, at the instruction's word.
     */
    private static InputError unplaced(ModuleInfo info, Instruction in, String message) {
        return SourceDeclarations.unplaced(info, in, message);
    }

    /**
     * SPIR-V OpFunction: "Function Type is the result of an OpTypeFunction, which must have Return Type as its Return
     * Type" (audit 52 L5: a function typed by itself was accepted).
     */
    private static void functionType(ModuleInfo info, ModuleInfo.Function f) {
        Instruction fn = info.definitions.get(f.id());
        if (fn == null || !fn.name().equals("OpFunction")) {
            return;
        }
        Instruction type = info.definitions.get(fn.word(3));
        if (type == null || !type.name().equals("OpTypeFunction")) {
            String is = type == null ? "nothing" : type.name();
            throw fn.error("OpFunction: its Function Type " + info.ref(fn.word(3)) + " is defined by " + is + ", not"
                    + " OpTypeFunction (SPIR-V OpFunction: Function Type is the result of an OpTypeFunction)",
                    "input.spirv.functionType", info.ref(fn.word(3)), is);
        }
        if (type.word(1) != fn.word(0)) {
            throw fn.error("OpFunction: its Function Type " + info.ref(fn.word(3)) + " returns " + info.ref(
                    type.word(1)) + ", not its Result Type " + info.ref(fn.word(0)) + " (SPIR-V OpFunction: the"
                    + " OpTypeFunction must have Return Type as its Return Type)", "input.spirv.functionReturnType",
                    info.ref(fn.word(3)), info.ref(type.word(1)), info.ref(fn.word(0)));
        }
    }

    /** The function an OpFunctionCall calls, which must exist and take as many parameters as the call passes. */
    private static ModuleInfo.Function callee(ModuleInfo info, Instruction call) {
        ModuleInfo.Function callee = info.function(call, call.word(2));
        int arguments = call.size() - 3;
        if (arguments != callee.params().size()) {
            throw call.error("OpFunctionCall passes " + arguments + " argument" + (arguments == 1 ? "" : "s") + " to "
                    + info.ref(callee.id()) + ", which has " + callee.params().size() + " parameter"
                    + (callee.params().size() == 1 ? "" : "s"));
        }
        return callee;
    }

    private static void check(ModuleInfo info, Instruction in, SourceSpan span, SemanticsRules.Module module) {
        String op = in.name();
        boolean ok = switch (op) {
            case "OpNop", "OpSelectionMerge", "OpLoopMerge", "OpBranch", "OpBranchConditional", "OpSwitch", "OpReturn",
                    "OpReturnValue", "OpFunctionCall", "OpUnreachable", "OpKill", "OpTerminateInvocation",
                    "OpControlBarrier", "OpMemoryBarrier", "OpVariable", "OpLoad", "OpStore", "OpAccessChain",
                    "OpInBoundsAccessChain", "OpArrayLength", "OpPhi", "OpAtomicLoad", "OpAtomicStore",
                    "OpAtomicExchange", "OpAtomicCompareExchange", "OpAtomicIIncrement", "OpAtomicIDecrement",
                    "OpAtomicIAdd", "OpAtomicISub", "OpAtomicSMin", "OpAtomicUMin", "OpAtomicSMax", "OpAtomicUMax",
                    "OpAtomicAnd", "OpAtomicOr", "OpAtomicXor", "OpAtomicFAddEXT", "OpAtomicFMinEXT",
                    "OpAtomicFMaxEXT" -> true;
            case "OpExtInst" -> info.isNonSemantic(in) || ("GLSL.std.450".equals(info.extSets.get(in.word(2)))
                    && GlslStd450.SUPPORTED.contains(Grammar.get().extInstructionName("GLSL.std.450", in.word(3))));
            default -> Compute.supports(op) || SubgroupOps.supports(op) || ImageOps.SUPPORTED.contains(op);
        };
        String operands = op.equals("OpImageWrite") ? ImageOps.refusedOperands(in, 3)
                : op.equals("OpImageRead") || op.equals("OpImageFetch") ? ImageOps.refusedOperands(in, 4)
                : op.equals("OpImageSampleExplicitLod") ? Sampling.refusedOperands(in) : null;
        if (operands != null) {
            throw placed(info, in, span, operands);
        }
        if (!ok) {
            String what = op.equals("OpExtInst")
                    ? info.extSets.getOrDefault(in.word(2), "?") + " " + Grammar.get()
                            .extInstructionName(info.extSets.getOrDefault(in.word(2), "?"), in.word(3))
                    : op;
            // at the source line of a compiled kernel's instruction (its OpLine) or a .spvasm's, else at its word
            throw placed(info, in, span, what + " is not supported by the interpreter");
        }
        // a compiled kernel's instruction is named by its source line (its OpLine, in the kernel's own file), not by
        // its word, which the kernel's author never sees; glslang records no column there (OpLine's column is 0 in a
        // statement), so the error has none
        Instruction at = in.wordOffset() >= 0 && span.line() > 0 && span.file().equals(in.span().file())
                ? new Instruction(in.opcode(), in.words(), span, -1) : in;
        memoryOperands(info, at);
        InstructionRules.check(info, at, module.shader());
        MemoryWidths.check(info, at);
        SemanticsRules.check(info, at, module);
        if (SubgroupOps.supports(op) && !QuadVotes.is(op) && info.constantInt(in, in.word(2)) != Spv.SCOPE_SUBGROUP) {
            // Vulkan: the Execution scope of non-uniform group operations must be Subgroup
            throw placed(info, in, span, op + " with Execution scope "
                    + Grammar.get().enumName("Scope", (int) info.constantInt(in, in.word(2)))
                    + " is not supported (only Subgroup)");
        }
    }

    /** An error at {@code in}: at {@code line} (its OpLine) when it has one, else as {@link #unplaced}. */
    private static InputError placed(ModuleInfo info, Instruction in, SourceSpan line, String message) {
        SourceSpan at = line.line() > 0 ? line : in.span();
        return at.line() > 0 ? new InputError(at, message) : unplaced(info, in, message);
    }

    /**
     * Checks the Scope and MemorySemantics operands of {@code in} whose ids are constants: those the
     * grammar places before its optional operands, and the scopes of an OpLoad's or OpStore's
     * MakePointerAvailable/MakePointerVisible memory operands. A scope id that is not a constant is
     * checked when the instruction runs.
     */
    private static void memoryOperands(ModuleInfo info, Instruction in) {
        List<String> kinds = Grammar.get().opcode(in.opcode()).operands();
        for (int i = 0; i < kinds.size(); i++) {
            String kind = kinds.get(i);
            if (kind.endsWith("?") || kind.endsWith("*")) {
                break;
            }
            if (kind.equals("IdMemorySemantics")) {
                semantics(info, in, in.word(i));
            }
        }
        for (int id : scopeIds(in)) {
            scope(info, in, id);
        }
    }

    /**
     * The ids of {@code in}'s Scope operands: those the grammar places before its optional operands, and the
     * scopes of an OpLoad's or OpStore's MakePointerAvailable/MakePointerVisible memory operands.
     */
    static List<Integer> scopeIds(Instruction in) {
        Grammar.Opcode op = Grammar.get().opcode(in.opcode());
        List<String> kinds = op.operands();
        List<Integer> out = new java.util.ArrayList<>(2);
        for (int i = 0; i < kinds.size(); i++) {
            String kind = kinds.get(i);
            if (kind.endsWith("?") || kind.endsWith("*")) {
                break;
            }
            if (kind.equals("IdScope")) {
                out.add(in.word(i));
            }
        }
        int maskAt = op.name().equals("OpLoad") ? 3 : op.name().equals("OpStore") ? 2 : -1;
        if (maskAt < 0 || in.size() <= maskAt) {
            return out;
        }
        int mask = in.word(maskAt);
        int param = maskAt + 1;
        if ((mask & Spv.MA_ALIGNED) != 0) {
            in.word(param++);
        }
        if ((mask & Spv.MA_MAKE_POINTER_AVAILABLE) != 0) {
            out.add(in.word(param++));
        }
        if ((mask & Spv.MA_MAKE_POINTER_VISIBLE) != 0) {
            out.add(in.word(param));
        }
        return out;
    }

    private static void scope(ModuleInfo info, Instruction in, int id) {
        if (!(info.constants.get(id) instanceof Long value)) {
            return;
        }
        String problem = MemoryRules.scopeProblem(value);
        if (problem != null) {
            throw in.error(in.name() + ": " + problem);
        }
    }

    private static void semantics(ModuleInfo info, Instruction in, int id) {
        if (!(info.constants.get(id) instanceof Long value)) {
            return;
        }
        String problem = MemoryRules.semanticsProblem(value);
        if (problem != null) {
            throw in.error(in.name() + ": " + problem);
        }
    }
}
