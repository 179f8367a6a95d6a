package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Contribution;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * SPV_KHR_quad_control's votes (GLSL GL_EXT_shader_quad_control {@code subgroupQuadAll}, {@code subgroupQuadAny}):
 * OpGroupNonUniformQuadAllKHR, "Evaluates a predicate for all active invocations in the quad, resulting in true if
 * predicate evaluates to true for all active invocations in the quad, otherwise the result is false", and
 * OpGroupNonUniformQuadAnyKHR, "… true if predicate evaluates to true for any active invocation in the quad". A quad is
 * four invocations of a subgroup whose ids differ only in their two lowest bits, as for the quad operations; the
 * active ones are the quad's members of the tangle. Unlike the other non-uniform instructions they have no Execution
 * scope operand: Predicate is their first operand. Stateless.
 */
final class QuadVotes {

    /** The two votes. */
    static final Set<String> OPS = Set.of("OpGroupNonUniformQuadAllKHR", "OpGroupNonUniformQuadAnyKHR");

    private QuadVotes() {
    }

    /** Whether {@code op} is one of the votes. */
    static boolean is(String op) {
        return OPS.contains(op);
    }

    /**
     * The operand word holding the value a non-uniform instruction {@code op} contributes: a vote's Predicate (2: no
     * Execution scope before it), an arithmetic operation's Value (4: after Execution and Operation), else 3.
     */
    static int valueWord(String op) {
        return is(op) ? 2 : SubgroupOps.isArithmetic(op) ? 4 : 3;
    }

    /** The vote {@code op} of invocation {@code self} over the quad's members of {@code tangle} (1: true). */
    static long result(String op, int self, List<Contribution> tangle) {
        boolean all = true;
        boolean any = false;
        for (Contribution c : tangle) {
            if (c.member() / 4 == self / 4) {
                boolean p = c.values().get(0) != 0;
                all &= p;
                any |= p;
            }
        }
        return (op.equals("OpGroupNonUniformQuadAllKHR") ? all : any) ? 1L : 0L;
    }

    /** The origin of the first undefined Predicate of the quad of {@code self} among {@code tangle}, or null. */
    static Object origin(int self, List<Contribution> tangle, Map<Integer, List<Object>> undefined) {
        Object o = null;
        for (Contribution c : tangle) {
            if (c.member() / 4 == self / 4) {
                o = o != null ? o : Definedness.origin(undefined.getOrDefault(c.member(), List.of()));
            }
        }
        return o;
    }
}
