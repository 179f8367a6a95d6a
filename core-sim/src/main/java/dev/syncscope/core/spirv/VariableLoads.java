package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Scope;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The access a module of the Vulkan memory model gives the plain loads of each global variable: every OpLoad carries
 * its own memory operands there (NonPrivatePointer, MakePointerVisible and its scope: VK MM: Private vs. Non-Private,
 * Per-Instruction Availability and Visibility Semantics; GLSL's {@code coherent} under {@code use_vulkan_memory_model}
 * gives them, a plain buffer's loads have none), so "what would this invocation read through the variable" is asked
 * as its loads ask it when they all ask alike; a variable only loaded atomically (a flag) as its OpAtomicLoads, with
 * their scope and semantics. A variable some of whose loads differ, or whose loads cannot all be told
 * from the module alone (a pointer not rooted at a variable through access chains, a scope that is no constant), has
 * none. Immutable once built.
 */
final class VariableLoads {

    private static final MemoryRules.PointerFacts NO_FACTS = new MemoryRules.PointerFacts(false, false);

    /** Per global variable id, the one access of all its loads. */
    private final Map<Integer, Access> alike = new HashMap<>();

    private VariableLoads(ModuleInfo info, MemoryRules rules) {
        Map<Integer, Access> first = new HashMap<>();
        Set<Integer> differ = new HashSet<>();
        Set<Integer> unrootedClasses = new HashSet<>();
        for (ModuleInfo.Function f : info.functions.values()) {
            for (ModuleInfo.Block b : f.blocks().values()) {
                for (Instruction in : b.body()) {
                    if (!in.name().equals("OpLoad") && !in.name().equals("OpAtomicLoad")) {
                        continue;
                    }
                    Integer root = root(info, in.word(2));
                    if (root == null) {
                        unrootedClasses.add(storageClass(info, in.word(2)));
                        continue;
                    }
                    Access a = access(info, rules, in);
                    if (a == null) {
                        differ.add(root);
                    } else if (first.putIfAbsent(root, a) != null && !first.get(root).equals(a)) {
                        differ.add(root);
                    }
                }
            }
        }
        first.forEach((variable, access) -> {
            ModuleInfo.Global g = info.globals.get(variable);
            if (!differ.contains(variable) && g != null && !unrootedClasses.contains(g.storageClass())
                    && !unrootedClasses.contains(-1)) {
                alike.put(variable, access);
            }
        });
    }

    /** The loads of {@code info}'s variables under {@code rules}. */
    static VariableLoads of(ModuleInfo info, MemoryRules rules) {
        return new VariableLoads(info, rules);
    }

    /** The access every load of global variable {@code variable} has, or null (none, or they differ). */
    Access of(int variable) {
        return alike.get(variable);
    }

    /** The global variable a pointer id is an access chain of (or is), or null when the module does not say. */
    private static Integer root(ModuleInfo info, int pointer) {
        for (int id = pointer, hops = 0; hops < 1000; hops++) {
            if (info.globals.containsKey(id)) {
                return id;
            }
            Instruction def = info.definitions.get(id);
            if (def == null) {
                return null;
            }
            switch (def.name()) {
                case "OpAccessChain", "OpInBoundsAccessChain", "OpPtrAccessChain", "OpInBoundsPtrAccessChain",
                     "OpCopyObject" -> id = def.word(2);
                default -> {
                    return null;
                }
            }
        }
        return null;
    }

    /** The storage class of pointer id {@code pointer}'s type, or -1 when it is not known. */
    private static int storageClass(ModuleInfo info, int pointer) {
        Integer type = info.resultTypes.get(pointer);
        Instruction def = type == null ? null : info.definitions.get(type);
        return def != null && def.name().equals("OpTypePointer") ? def.word(1) : -1;
    }

    /**
     * The access of load {@code in} as {@code Machine} (an OpAtomicLoad: {@code AtomicActions}) makes it, or null when
     * a scope or semantics operand is no constant.
     */
    private static Access access(ModuleInfo info, MemoryRules rules, Instruction in) {
        if (in.name().equals("OpAtomicLoad")) {
            return info.constants.get(in.word(3)) instanceof Long scope
                    && info.constants.get(in.word(4)) instanceof Long semantics
                    && rules.memoryScope(scope) != null ? rules.atomicAccess(scope, semantics) : null;
        }
        int mask = MemoryRules.mask(in, 3);
        Scope available = scope(info, MemoryRules.scopeOperandId(in, 3, Spv.MA_MAKE_POINTER_AVAILABLE));
        Scope visible = scope(info, MemoryRules.scopeOperandId(in, 3, Spv.MA_MAKE_POINTER_VISIBLE));
        if (available == null && (mask & Spv.MA_MAKE_POINTER_AVAILABLE) != 0
                || visible == null && (mask & Spv.MA_MAKE_POINTER_VISIBLE) != 0) {
            return null;
        }
        return rules.plainAccess(false, mask, available, visible, NO_FACTS);
    }

    /** The scope constant {@code id} names, or null (0: no operand; not a constant; no scope). */
    private static Scope scope(ModuleInfo info, int id) {
        return id != 0 && info.constants.get(id) instanceof Long value ? MemoryRules.scope(value) : null;
    }
}
