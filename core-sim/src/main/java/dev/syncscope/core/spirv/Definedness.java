package dev.syncscope.core.spirv;

import java.util.ArrayList;
import java.util.List;

/**
 * Which of an invocation's values are undefined, as Valgrind's memcheck tracks definedness: a scalar read from memory
 * no write defined (VK MM: Allocation, a Workgroup variable has no initializer) is an {@link Undef} holding the bits
 * the simulator reads and the origin of the read, as is a scalar the invocation makes undefined itself (OpUndef, an
 * OpVectorShuffle component 0xFFFFFFFF, a local read before any store: {@link dev.syncscope.core.model.UndefinedValue}
 * is its origin); composites hold their scalars, so a struct copied from memory keeps each member's definedness. Arithmetic on an undefined operand gives an undefined result; moving, extracting or
 * inserting a value keeps its own definedness. SPIR-V calls such a value an "undefined value" (OpUndef: "Make an
 * intermediate object whose value is undefined"): a value, not undefined behaviour, until it decides control flow or
 * an address ({@link dev.syncscope.core.model.UndefinedUse}). Stateless.
 */
final class Definedness {

    /**
     * An undefined scalar: {@code bits} is what the simulator computes with, {@code origin} the engine's token for
     * the read it came from.
     */
    record Undef(long bits, Object origin) {
    }

    /**
     * A module-level OpUndef as {@link ModuleInfo#constant} holds it: {@code zero} is what the simulator computes
     * with; each use makes it an undefined value from the using instruction ({@link Machine#value}).
     */
    record UndefConstant(Object zero) {
    }

    private Definedness() {
    }

    /**
     * {@code v} with every scalar undefined from {@code origin}, scalars of equal bits sharing one {@link Undef} (a
     * local array read before any store is mostly zeros: one object, not one per element).
     */
    static Object taintShared(Object v, Object origin) {
        return taintShared(v, origin, new java.util.HashMap<>());
    }

    private static Object taintShared(Object v, Object origin, java.util.Map<Long, Undef> made) {
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            list.forEach(x -> out.add(taintShared(x, origin, made)));
            return List.copyOf(out);
        }
        return v instanceof Ptr ? v : made.computeIfAbsent(Arith.number(v), bits -> new Undef(bits, origin));
    }

    /** The origin of the first undefined scalar in {@code v} (depth first), or null when {@code v} is defined. */
    static Object origin(Object v) {
        if (v instanceof Undef u) {
            return u.origin();
        }
        if (v instanceof List<?> list) {
            for (Object x : list) {
                Object o = origin(x);
                if (o != null) {
                    return o;
                }
            }
        }
        return null;
    }

    /** {@code v} with every undefined scalar replaced by its bits (the same object when it has none). */
    static Object strip(Object v) {
        if (v instanceof Undef u) {
            return u.bits();
        }
        if (v instanceof List<?> list && origin(list) != null) {
            List<Object> out = new ArrayList<>(list.size());
            list.forEach(x -> out.add(strip(x)));
            return List.copyOf(out);
        }
        return v;
    }

    /** {@code v} with every scalar undefined from {@code origin}; {@code v} itself when {@code origin} is null. */
    static Object taint(Object v, Object origin) {
        if (origin == null || v instanceof Ptr) {
            return v;
        }
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            list.forEach(x -> out.add(taint(x, origin)));
            return List.copyOf(out);
        }
        return new Undef(Arith.number(v), origin);
    }

    /** {@link #combine(Object, List)} of one operand, with no list made when it is defined (every arithmetic step). */
    static Object combine(Object r, Object a) {
        return origin(a) == null ? r : combine(r, List.of(a));
    }

    /** {@link #combine(Object, List)} of two operands, with no list made when both are defined. */
    static Object combine(Object r, Object a, Object b) {
        return origin(a) == null && origin(b) == null ? r : combine(r, List.of(a, b));
    }

    /**
     * The result {@code r} of a computation on {@code operands}, undefined where they are: component by component
     * when the result and every composite operand have the same number of components (vector arithmetic), else
     * wholly when any operand is undefined.
     */
    static Object combine(Object r, List<Object> operands) {
        Object any = null;
        for (Object o : operands) {
            any = any != null ? any : origin(o);
        }
        if (any == null) {
            return r;
        }
        if (r instanceof List<?> list && operands.stream().allMatch(o -> !(o instanceof List<?> l)
                || l.size() == list.size())) {
            List<Object> out = new ArrayList<>(list.size());
            for (int i = 0; i < list.size(); i++) {
                Object o = null;
                for (Object op : operands) {
                    o = o != null ? o : origin(op instanceof List<?> l ? l.get(i) : op);
                }
                out.add(taint(list.get(i), o));
            }
            return List.copyOf(out);
        }
        return taint(r, any);
    }

    /** The origins of {@code v}'s scalars in {@link Pointers#flatten} order (null for a defined one). */
    static List<Object> origins(Object v) {
        List<Object> out = new ArrayList<>();
        origins(v, out);
        return out;
    }

    private static void origins(Object v, List<Object> out) {
        if (v instanceof List<?> list) {
            list.forEach(x -> origins(x, out));
        } else {
            out.add(v instanceof Undef u ? u.origin() : null);
        }
    }

    /** Whether every origin in {@code origins} is null (every value defined); a loop, as it runs at every store. */
    static boolean allNull(List<Object> origins) {
        for (Object o : origins) {
            if (o != null) {
                return false;
            }
        }
        return true;
    }

    /** {@code v} (assembled from reads) with its n-th scalar undefined from {@code origins[n]} when non-null. */
    static Object taintLeaves(Object v, List<Object> origins) {
        if (allNull(origins)) {
            return v;
        }
        return taintLeaves(v, origins, new int[1]);
    }

    private static Object taintLeaves(Object v, List<Object> origins, int[] next) {
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            list.forEach(x -> out.add(taintLeaves(x, origins, next)));
            return List.copyOf(out);
        }
        int i = next[0]++;
        return i < origins.size() ? taint(v, origins.get(i)) : v;
    }
}
