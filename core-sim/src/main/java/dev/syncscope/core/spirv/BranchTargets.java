package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;

import java.util.ArrayList;
import java.util.List;

/**
 * Refuses, when a module is loaded, a branch to an id that is no block of the branching function: the targets of
 * OpBranch, OpBranchConditional and OpSwitch, and the merge and continue targets of OpSelectionMerge and OpLoopMerge
 * (SPIR-V 2.16.1, Universal Validation Rules: "the target of a branch must be a label in the same function"; merge
 * and continue targets are blocks of the function's structured control flow, 2.11). A module with two words flipped
 * branched to a constant and faulted in the invocation reaching it, so {@code run} blamed the kernel and {@code check}
 * found no execution (the QA audit of session 45). Stateless.
 */
final class BranchTargets {

    /** The message key. 0: the opcode; 1: the target; 2: the opcode defining it; 3: the function. */
    static final String KEY = "input.spirv.branchTarget";
    /** The message key for a target nothing defines. 0: the opcode; 1: the target; 2: the function. */
    static final String KEY_UNDEFINED = "input.spirv.branchTargetUndefined";

    private BranchTargets() {
    }

    /** Throws an InputError at the first instruction of {@code f} whose target is no block of {@code f}. */
    static void check(ModuleInfo info, ModuleInfo.Function f) {
        for (ModuleInfo.Block b : f.blocks().values()) {
            for (Instruction in : b.body()) {
                for (int target : targets(info, in)) {
                    if (f.block(target) == null) {
                        throw error(info, in, target, f);
                    }
                }
            }
        }
    }

    /** The ids {@code in} names as blocks to branch or merge to (none for other instructions). */
    static List<Integer> targets(ModuleInfo info, Instruction in) {
        return switch (in.name()) {
            case "OpBranch", "OpSelectionMerge" -> List.of(in.word(0));
            case "OpLoopMerge" -> List.of(in.word(0), in.word(1));
            case "OpBranchConditional" -> List.of(in.word(1), in.word(2));
            case "OpSwitch" -> switchTargets(info, in);
            default -> List.of();
        };
    }

    /** OpSwitch's Default and the label of each (literal, label) pair; a 64-bit selector's literals take two words. */
    private static List<Integer> switchTargets(ModuleInfo info, Instruction in) {
        List<Integer> out = new ArrayList<>();
        out.add(in.word(1));
        int step = SpirvType.width(info.typeOf(in, in.word(0))) == 64 ? 3 : 2;
        if ((in.size() - 2) % step != 0) {
            throw in.error("OpSwitch has " + (in.size() - 2) + " words of (literal, label) pairs, not a whole number"
                    + " of pairs of " + step + " words");
        }
        for (int i = 2 + step - 1; i < in.size(); i += step) {
            out.add(in.word(i));
        }
        return out;
    }

    /** The error for {@code in}'s branch to {@code target}, which is no block of {@code f}. */
    private static InputError error(ModuleInfo info, Instruction in, int target, ModuleInfo.Function f) {
        String rule = " (SPIR-V: the target of a branch must be a label in the same function)";
        Instruction def = info.definitions.get(target);
        if (def == null) {
            return in.error(in.name() + " targets " + info.ref(target) + ", which no instruction defines, not a block"
                    + " of function " + info.ref(f.id()) + rule, KEY_UNDEFINED, in.name(), info.ref(target),
                    info.ref(f.id()));
        }
        return in.error(in.name() + " targets " + info.ref(target) + ", which is defined by " + def.name()
                + ", not a block of function " + info.ref(f.id()) + rule, KEY, in.name(), info.ref(target), def.name(),
                info.ref(f.id()));
    }
}
