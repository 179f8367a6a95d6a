package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Scope;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The access a module of the Vulkan memory model gives the plain loads of each global variable: every OpLoad carries
 * its own memory operands there (NonPrivatePointer, MakePointerVisible and its scope: VK MM: Private vs. Non-Private,
 * Per-Instruction Availability and Visibility Semantics; GLSL's {@code coherent} under {@code use_vulkan_memory_model}
 * gives them, a plain buffer's loads have none), so "what would this invocation read at this location" is asked as the
 * loads that may touch the location ask it when they all ask alike; a variable only loaded atomically (a flag) as its
 * OpAtomicLoads, with their scope and semantics. The bytes a load may touch are found from its access chain's
 * constant indices (a block whose one {@code coherent} member is a flag: the flag's loads and the data's differ, and
 * each location is asked as its own member's loads ask: session 91); a dynamic array index takes the whole array.
 * A location some of whose loads differ, or whose loads cannot all be told from the module alone (a pointer not
 * rooted at a variable through access chains, a scope that is no constant), has none. Immutable once built.
 */
final class VariableLoads {

    private static final MemoryRules.PointerFacts NO_FACTS = new MemoryRules.PointerFacts(false, false);
    /** Past any offset a location can have. */
    private static final long ALL = Long.MAX_VALUE / 4;

    /**
     * The bytes {@code [from, to)} of its variable a load may touch, its access (null: not known statically) and
     * whether it is an OpAtomicLoad.
     */
    private record Span(long from, long to, Access access, boolean atomic) { }

    /** Per global variable id, the spans of its loads. */
    private final Map<Integer, List<Span>> spans = new HashMap<>();

    private VariableLoads(ModuleInfo info, MemoryRules rules) {
        Map<Integer, List<Span>> found = new HashMap<>();
        Set<Integer> unrootedClasses = new HashSet<>();
        for (ModuleInfo.Function f : info.functions.values()) {
            for (ModuleInfo.Block b : f.blocks().values()) {
                for (Instruction in : b.body()) {
                    if (!in.name().equals("OpLoad") && !in.name().equals("OpAtomicLoad")) {
                        continue;
                    }
                    List<Instruction> chain = new ArrayList<>();
                    Integer root = root(info, in.word(2), chain);
                    ModuleInfo.Global g = root == null ? null : info.globals.get(root);
                    if (g == null) {
                        unrootedClasses.add(storageClass(info, in.word(2)));
                        continue;
                    }
                    long[] bytes = bytes(info, g.pointee(), chain);
                    boolean atomic = in.name().equals("OpAtomicLoad");
                    found.computeIfAbsent(root, k -> new ArrayList<>())
                            .add(new Span(bytes[0], bytes[1], access(info, rules, in), atomic));
                }
            }
        }
        found.forEach((variable, loads) -> {
            ModuleInfo.Global g = info.globals.get(variable);
            if (!unrootedClasses.contains(g.storageClass()) && !unrootedClasses.contains(-1)) {
                spans.put(variable, compact(loads));
            }
        });
    }

    /**
     * {@code loads} as few spans as ask alike: one over the whole variable when they all have one access, so that a
     * location no load touches is asked as the variable's loads all ask ({@code data[1]} where only {@code data[0]} is
     * loaded: the session-91 review), and a memory tab, which asks each location of each invocation, scans one span
     * where an unrolled loop loads a buffer thousands of times; else each distinct span once.
     */
    private static List<Span> compact(List<Span> loads) {
        Span first = loads.get(0);
        boolean alike = loads.stream().allMatch(l -> java.util.Objects.equals(l.access(), first.access())
                && l.atomic() == first.atomic());
        return alike ? List.of(new Span(0, ALL, first.access(), first.atomic()))
                : List.copyOf(new java.util.LinkedHashSet<>(loads));
    }

    /** The loads of {@code info}'s variables under {@code rules}. */
    static VariableLoads of(ModuleInfo info, MemoryRules rules) {
        return new VariableLoads(info, rules);
    }

    /**
     * The access every load of global variable {@code variable} that may touch its byte {@code offset} has, or null
     * (none, they differ, or one is not known statically).
     */
    Access of(int variable, long offset) {
        return of(variable, offset, false);
    }

    /**
     * As {@link #of(int, long)} when every such load is an OpAtomicLoad, else null: in a legacy module, whose plain
     * loads have no operands to tell (their access is the pointer's: MemoryRules#plainAccess), a flag only loaded
     * atomically is asked as its atomic loads are made.
     */
    Access atomicOf(int variable, long offset) {
        return of(variable, offset, true);
    }

    private Access of(int variable, long offset, boolean atomicOnly) {
        Access out = null;
        for (Span s : spans.getOrDefault(variable, List.of())) {
            if (s.from() <= offset && offset < s.to()) {
                if (s.access() == null || atomicOnly && !s.atomic() || out != null && !out.equals(s.access())) {
                    return null;
                }
                out = s.access();
            }
        }
        return out;
    }

    /**
     * The global variable a pointer id is an access chain of (or is), or null when the module does not say; the
     * access chains from the variable to the pointer are added to {@code chain}, the variable's first.
     */
    private static Integer root(ModuleInfo info, int pointer, List<Instruction> chain) {
        for (int id = pointer, hops = 0; hops < 1000; hops++) {
            if (info.globals.containsKey(id)) {
                java.util.Collections.reverse(chain);
                return id;
            }
            Instruction def = info.definitions.get(id);
            if (def == null) {
                return null;
            }
            switch (def.name()) {
                case "OpAccessChain", "OpInBoundsAccessChain", "OpPtrAccessChain", "OpInBoundsPtrAccessChain",
                     "OpCopyObject" -> {
                    chain.add(def);
                    id = def.word(2);
                }
                default -> {
                    return null;
                }
            }
        }
        return null;
    }

    /**
     * The bytes {@code {from, to}} of a variable holding a {@code type} that {@code chain} may reach: each constant
     * index narrows them to its member or element (by Offset and ArrayStride, as Pointers#chain), a dynamic one keeps
     * its whole array; an OpPtrAccessChain (whose first index steps the pointer itself) the whole variable.
     */
    private static long[] bytes(ModuleInfo info, SpirvType type, List<Instruction> chain) {
        long from = 0;
        long to = extent(type);
        boolean exact = true;
        for (Instruction in : chain) {
            if (in.name().equals("OpCopyObject")) {
                continue;
            }
            if (in.name().endsWith("PtrAccessChain")) {
                return new long[] {0, ALL};
            }
            for (int i = 3; i < in.size(); i++) {
                Long at = info.constants.get(in.word(i)) instanceof Long v ? v : null;
                SpirvType next;
                long offset;
                if (type instanceof SpirvType.Struct s && at != null && at >= 0 && at < s.members().size()) {
                    next = s.members().get(at.intValue());
                    offset = s.offsets().get(at.intValue());
                } else if (type instanceof SpirvType.Array a) {
                    next = a.element();
                    offset = at == null ? -1 : at * a.stride();
                } else if (type instanceof SpirvType.Vector v) {
                    next = v.element();
                    offset = at == null ? -1 : at * v.stride();
                } else {
                    return new long[] {0, ALL};
                }
                if (exact && offset >= 0) {
                    from += offset;
                    to = Math.min(ALL, from + extent(next));
                } else {
                    exact = false;
                }
                type = next;
            }
        }
        return new long[] {from, to};
    }

    /** The bytes a {@code type} spans, a runtime array's (and a block ending in one) without end. */
    private static long extent(SpirvType type) {
        if (type instanceof SpirvType.Array a && a.runtime()) {
            return ALL;
        }
        if (type instanceof SpirvType.Struct s && !s.members().isEmpty()) {
            int last = s.members().size() - 1;
            return Math.min(ALL, s.offsets().get(last) + extent(s.members().get(last)));
        }
        return type.size();
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
