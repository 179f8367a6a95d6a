package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Refuses, when a module is loaded, an OpPhi that cannot be executed: one after another instruction of its block (SPIR-V
 * 2.4, Logical Layout: "All OpPhi instructions must be the first instructions in a block"; OpLine and OpNoLine aside),
 * one in its function's first block, which no block branches to, and one without a value for a block that branches to
 * its own ("There must be exactly one Parent i for each parent block of the current block"). Each was a fault of the
 * invocation that reached it, worded as a missing feature ("OpPhi is not supported") or by number ("has no value for
 * predecessor %15"), and {@code check} found no execution (the session-85 audit). Stateless.
 */
final class PhiPlacement {

    /** The message key. 0: the OpPhi's result; 1: the instruction before it in its block. */
    static final String KEY_AFTER = "input.spirv.phiAfter";
    /** The message key. 0: the OpPhi's result; 1: the function. */
    static final String KEY_FIRST_BLOCK = "input.spirv.phiFirstBlock";
    /** The message key. 0: the OpPhi's result; 1: the block that branches to its own; 2: its own block. */
    static final String KEY_NO_VALUE = "input.spirv.phiNoValue";

    private PhiPlacement() {
    }

    /** Throws an InputError at the first OpPhi of {@code f} that is out of place or misses a parent block. */
    static void check(ModuleInfo info, ModuleInfo.Function f) {
        Map<Integer, Set<Integer>> parents = new HashMap<>();
        for (ModuleInfo.Block b : f.blocks().values()) {
            Instruction last = b.body().isEmpty() ? null : b.body().get(b.body().size() - 1);
            if (last != null && !last.name().endsWith("Merge")) {
                for (int target : BranchTargets.targets(info, last)) {
                    parents.computeIfAbsent(target, t -> new LinkedHashSet<>()).add(b.label());
                }
            }
        }
        for (ModuleInfo.Block b : f.blocks().values()) {
            Instruction before = null;
            for (Instruction in : b.body()) {
                boolean phi = in.opcode() == OpDispatch.OP_PHI;
                if (phi && before != null) {
                    throw in.error("OpPhi " + info.ref(in.word(1)) + " comes after " + before.name() + " in its block"
                            + " (SPIR-V: all OpPhi instructions must be the first instructions in a block)", KEY_AFTER,
                            info.ref(in.word(1)), before.name());
                }
                if (phi && b.label() == f.entryLabel()) {
                    throw in.error("OpPhi " + info.ref(in.word(1)) + " is in the first block of function "
                            + info.ref(f.id()) + ", which no block branches to (SPIR-V: an OpPhi has a value for"
                            + " each parent block of its block)", KEY_FIRST_BLOCK, info.ref(in.word(1)),
                            info.ref(f.id()));
                }
                if (phi) {
                    for (int parent : parents.getOrDefault(b.label(), Set.of())) {
                        if (!hasParent(in, parent)) {
                            throw in.error("OpPhi " + info.ref(in.word(1)) + " has no value for block "
                                    + info.ref(parent) + ", which branches to its block " + info.ref(b.label())
                                    + " (SPIR-V: there must be exactly one Parent for each parent block)",
                                    KEY_NO_VALUE, info.ref(in.word(1)), info.ref(parent), info.ref(b.label()));
                        }
                    }
                } else if (!debugLine(info, in)) {
                    before = in;
                }
            }
        }
    }

    /**
     * Whether {@code in} is debug information an OpPhi may follow: OpLine, OpNoLine, or an OpExtInst of a debug-info
     * set (DXC's {@code -fspv-debug} emits DebugScope before a block's OpPhi instructions; spirv-val accepts it).
     */
    private static boolean debugLine(ModuleInfo info, Instruction in) {
        if ("OpLine".equals(in.name()) || "OpNoLine".equals(in.name())) {
            return true;
        }
        String set = "OpExtInst".equals(in.name()) && in.size() > 2 ? info.extSets.get(in.word(2)) : null;
        return set != null && (set.startsWith("NonSemantic.") || set.contains("DebugInfo"));
    }

    /** Whether OpPhi {@code phi} has a (Variable, Parent) pair whose Parent is {@code parent}. */
    private static boolean hasParent(Instruction phi, int parent) {
        for (int j = 3; j < phi.size(); j += 2) {
            if (phi.word(j) == parent) {
                return true;
            }
        }
        return false;
    }
}
