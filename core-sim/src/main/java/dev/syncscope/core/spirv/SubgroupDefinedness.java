package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.UndefinedValue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Where a subgroup operation's result is undefined ({@link Definedness}): a value passed between invocations keeps its
 * definedness, as a move within one does, and a result combined from several is undefined when one of them is. Per
 * result component, from the participants whose value it takes (SPIR-V "Non-Uniform Instructions"): a broadcast,
 * shuffle, quad broadcast, quad swap or rotation, the lane it reads; a reduction, every lane; an inclusive or exclusive
 * scan, the lanes at or below the invocation's id (below it); a clustered reduction, its cluster; a ballot's word, the
 * 32 lanes of its bits; All, Any and AllEqual, every lane; a ballot query, the ballot it is given (all its words);
 * elect, none. The operand that chooses a lane or bit (a broadcast's Id, a shuffle's Id, Mask or Delta, a quad
 * broadcast's Index, a rotation's Delta, ClusterSize, a bit index) is no value passed along: an undefined one decides
 * where the result comes from, and
 * is reported there as a use ({@link dev.syncscope.core.model.UndefinedUse.Kind#SUBGROUP_OPERAND}). Stateless.
 */
final class SubgroupDefinedness {

    private static final int[] NONE = {};
    private static final int[] FOURTH = {4};
    private static final int[] FIFTH = {5};

    private SubgroupDefinedness() {
    }

    /** The operand words of {@code in} that choose the lane or bit its result comes from. */
    static int[] choosing(Instruction in) {
        return switch (in.name()) {
            case "OpGroupNonUniformBroadcast", "OpGroupNonUniformShuffle", "OpGroupNonUniformShuffleXor",
                    "OpGroupNonUniformShuffleUp", "OpGroupNonUniformShuffleDown", "OpGroupNonUniformQuadBroadcast",
                    "OpGroupNonUniformRotateKHR", "OpGroupNonUniformBallotBitExtract" -> FOURTH;
            default -> SubgroupOps.isArithmetic(in.name()) && in.size() > 5 ? FIFTH : NONE;
        };
    }

    /** Per scalar of what {@code in} contributes ({@link SubgroupOps#contribution}), its origin; empty: defined. */
    static List<Object> contribution(Instruction in, IntFunction<Object> value) {
        String op = in.name();
        if (op.equals("OpGroupNonUniformElect")) {
            return List.of();
        }
        Object v = value.apply(in.word(QuadVotes.valueWord(op)));
        return Definedness.origin(v) == null ? List.of() : Definedness.origins(v);
    }

    /**
     * {@code undefined} (by member id) with each value another member brought marked as passed on from it
     * ({@link UndefinedValue#passedOnFrom}, {@code names} giving a member's invocation name), so that where this
     * invocation stores it or it decides something, the report says which invocation made it.
     */
    static Map<Integer, List<Object>> passedOn(Map<Integer, List<Object>> undefined, int self,
                                               java.util.function.IntFunction<String> names) {
        if (undefined.isEmpty()) {
            return undefined;
        }
        Map<Integer, List<Object>> out = new java.util.HashMap<>();
        undefined.forEach((member, origins) -> {
            if (member == self) {
                out.put(member, origins);
                return;
            }
            List<Object> marked = new ArrayList<>(origins.size());
            for (Object o : origins) {
                marked.add(o instanceof UndefinedValue v ? v.passedOnFrom(names.apply(member)) : o);
            }
            out.put(member, java.util.Collections.unmodifiableList(marked));
        });
        return out;
    }

    /** {@code undefined} (by member id) with invocation {@code self}'s own undefined {@code operands} when not there. */
    static Map<Integer, List<Object>> withOwn(Map<Integer, List<Object>> undefined, int self, List<Object> operands) {
        if (undefined.containsKey(self) || operands.isEmpty()) {
            return undefined;
        }
        Map<Integer, List<Object>> out = new java.util.HashMap<>(undefined);
        out.put(self, operands);
        return out;
    }

    /** The result {@code r} of local ballot query {@code in}, undefined when its ballot is. */
    static Object local(Instruction in, Object r, IntFunction<Object> value) {
        int ballot = in.name().equals("OpGroupNonUniformBallotBitCount") ? 4 : 3;
        return Definedness.taint(r, Definedness.origin(value.apply(in.word(ballot))));
    }

    /**
     * The result {@code r} of collective {@code in} for invocation {@code self}, undefined where it depends on an
     * undefined scalar of {@code undefined} (by member id, each participant's {@link #contribution}).
     */
    static Object result(Instruction in, int self, int size, List<Contribution> tangle,
                         Map<Integer, List<Object>> undefined, Object r, IntFunction<Object> value) {
        if (undefined.isEmpty()) {
            return r;
        }
        return switch (in.name()) {
            case "OpGroupNonUniformElect" -> r;
            case "OpGroupNonUniformQuadAllKHR", "OpGroupNonUniformQuadAnyKHR" ->
                    Definedness.taint(r, QuadVotes.origin(self, tangle, undefined));
            case "OpGroupNonUniformAll", "OpGroupNonUniformAny", "OpGroupNonUniformAllEqual" -> {
                Object o = null;
                for (Contribution c : tangle) {
                    o = o != null ? o : Definedness.origin(undefined.getOrDefault(c.member(), List.of()));
                }
                yield Definedness.taint(r, o);
            }
            case "OpGroupNonUniformBallot" -> {
                Object[] words = new Object[4];
                for (Contribution c : tangle) {
                    Object o = at(undefined, c.member(), 0);
                    if (o != null && c.member() < 128 && words[c.member() / 32] == null) {
                        words[c.member() / 32] = o;
                    }
                }
                yield Definedness.taintLeaves(r, Arrays.asList(words));
            }
            case "OpGroupNonUniformBroadcastFirst" ->
                    Definedness.taintLeaves(r, undefined.getOrDefault(tangle.get(0).member(), List.of()));
            case "OpGroupNonUniformBroadcast", "OpGroupNonUniformShuffle", "OpGroupNonUniformShuffleXor",
                    "OpGroupNonUniformShuffleUp", "OpGroupNonUniformShuffleDown", "OpGroupNonUniformQuadBroadcast",
                    "OpGroupNonUniformQuadSwap", "OpGroupNonUniformRotateKHR" -> Definedness.origin(r) != null ? r
                    // r is undefined already where its lane is none of the tangle's (inactive, outside the subgroup,
                    // a quad Index of 4 or more), whose own undefined values must not stand in for that: an Index of 5
                    // names a lane of the next quad, a ShuffleDown by 0xFFFFFFFF wraps to the lane below (review 78)
                    : Definedness.taintLeaves(r, undefined.getOrDefault((int) SubgroupOps.sourceLane(in, self, size,
                            value), List.of()));
            default -> arithmetic(in, self, tangle, undefined, r, value);
        };
    }

    private static Object arithmetic(Instruction in, int self, List<Contribution> tangle,
                                     Map<Integer, List<Object>> undefined, Object r, IntFunction<Object> value) {
        int operation = in.word(3);
        int cluster = in.size() > 5 ? (int) Arith.number(value.apply(in.word(5))) : 0;
        int n = tangle.get(0).values().size();
        List<Object> origins = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Object o = null;
            for (Contribution c : tangle) {
                if (o == null && SubgroupOps.combines(operation, c.member(), self, cluster)) {
                    o = at(undefined, c.member(), i);
                }
            }
            origins.add(o);
        }
        return Definedness.taintLeaves(r, origins);
    }

    /** The origin of scalar {@code i} of member {@code member}'s contribution, or null when defined. */
    private static Object at(Map<Integer, List<Object>> undefined, int member, int i) {
        List<Object> o = undefined.get(member);
        return o == null || i >= o.size() ? null : o.get(i);
    }
}
