package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.FaultReason;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedValue;
import dev.syncscope.core.model.ValueKind;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The SPIR-V non-uniform group operations the interpreter simulates (SPIR-V 3.x "Non-Uniform
 * Instructions"), with Execution scope Subgroup. Collective ones (elect, vote, ballot, broadcast,
 * shuffle, quad broadcast and swap, rotation, integer and logical reductions and scans) are computed by each
 * participant from the contributions of its tangle, the active invocations executing the same dynamic instance; ballot
 * bit queries depend only on their operand and the invocation's own id and are computed locally.
 * A broadcast or shuffle from an invocation outside the tangle (inactive, or no such id) gives an
 * undefined value ({@link UndefinedValue.Kind#SUBGROUP_LANE}): the spec makes the result value
 * undefined, not the behaviour, and such a value is reported only where it is stored or decides
 * something. So is a ballot query's undefined result ({@link UndefinedValue.Kind#EMPTY_BALLOT}: FindLSB
 * or FindMSB of an empty ballot; {@link UndefinedValue.Kind#BALLOT_BIT_OUTSIDE}: BitExtract of a bit
 * outside the subgroup), a quad broadcast's with an Index of 4 or more ({@link UndefinedValue.Kind#QUAD_INDEX_OUTSIDE})
 * and a float minimum's or maximum's of NaN values only ({@link UndefinedValue.Kind#NAN_ONLY}); an id no invocation of
 * the subgroup has is {@link UndefinedValue.Kind#LANE_OUTSIDE_SUBGROUP}. Floating-point reductions and scans (FAdd,
 * FMul, FMin, FMax, since session 78) combine the lanes in ascending order of subgroup id: SPIR-V leaves "the method
 * used to perform the group operation" to the implementation, so a device's sum or product may round otherwise, which
 * the loader notes at each such line ({@link FloatGroupNotes}); a minimum or maximum is exact but for NaN, which the
 * spec rules, and the sign of a zero.
 * Stateless.
 */
final class SubgroupOps {

    /** Operations that need the tangle's contributions. */
    private static final Set<String> COLLECTIVE = Set.of("OpGroupNonUniformElect", "OpGroupNonUniformAll",
            "OpGroupNonUniformAny", "OpGroupNonUniformAllEqual", "OpGroupNonUniformBroadcast",
            "OpGroupNonUniformBroadcastFirst", "OpGroupNonUniformBallot", "OpGroupNonUniformShuffle",
            "OpGroupNonUniformShuffleXor", "OpGroupNonUniformShuffleUp", "OpGroupNonUniformShuffleDown",
            "OpGroupNonUniformIAdd", "OpGroupNonUniformIMul", "OpGroupNonUniformSMin", "OpGroupNonUniformUMin",
            "OpGroupNonUniformSMax", "OpGroupNonUniformUMax", "OpGroupNonUniformBitwiseAnd",
            "OpGroupNonUniformBitwiseOr", "OpGroupNonUniformBitwiseXor", "OpGroupNonUniformLogicalAnd",
            "OpGroupNonUniformLogicalOr", "OpGroupNonUniformLogicalXor", "OpGroupNonUniformFAdd",
            "OpGroupNonUniformFMul", "OpGroupNonUniformFMin", "OpGroupNonUniformFMax", "OpGroupNonUniformQuadBroadcast",
            "OpGroupNonUniformRotateKHR",
            "OpGroupNonUniformQuadSwap");

    /** Operations whose result depends only on the operand and the invocation's own id. */
    private static final Set<String> LOCAL = Set.of("OpGroupNonUniformInverseBallot",
            "OpGroupNonUniformBallotBitExtract", "OpGroupNonUniformBallotBitCount", "OpGroupNonUniformBallotFindLSB",
            "OpGroupNonUniformBallotFindMSB");

    private static final int REDUCE = 0;
    private static final int INCLUSIVE_SCAN = 1;
    private static final int EXCLUSIVE_SCAN = 2;
    private static final int CLUSTERED_REDUCE = 3;

    private SubgroupOps() {
    }

    static boolean supports(String op) {
        return COLLECTIVE.contains(op) || LOCAL.contains(op) || QuadVotes.is(op);
    }

    static boolean isLocal(String op) {
        return LOCAL.contains(op);
    }

    /** The operand word holding the value an arithmetic operation combines (after Operation). */
    static boolean isArithmetic(String op) {
        return COLLECTIVE.contains(op) && (op.contains("Add") || op.contains("Mul") || op.contains("Min")
                || op.contains("Max") || op.contains("Bitwise") || op.contains("Logical"));
    }

    /**
     * What this invocation contributes: its predicate or value, flattened; nothing for elect. A broadcast's Id comes
     * last, after the value, so that its members can see whether it is dynamically uniform.
     */
    static List<Long> contribution(Instruction in, IntFunction<Object> value) {
        String op = in.name();
        if (op.equals("OpGroupNonUniformElect")) {
            return List.of();
        }
        List<Long> out = new ArrayList<>();
        Pointers.flatten(value.apply(in.word(QuadVotes.valueWord(op))), out);
        if (op.equals("OpGroupNonUniformBroadcast") || op.equals("OpGroupNonUniformQuadBroadcast")
                || op.equals("OpGroupNonUniformRotateKHR")) {
            out.add(Arith.number(value.apply(in.word(4))));
        }
        return out;
    }

    /** What the values {@link #contribution} flattens hold: its Value operand's scalar type (a float's bits). */
    static ValueKind contributionKind(ModuleInfo info, Instruction in) {
        String op = in.name();
        if (op.equals("OpGroupNonUniformElect")) {
            return ValueKind.INTEGER;
        }
        SpirvType t = info.typeOf(in, in.word(QuadVotes.valueWord(op)));
        return References.kind(t instanceof SpirvType.Vector v ? v.element() : t);
    }

    /**
     * The result of collective {@code in} at {@code at} for the invocation with id {@code self} of a subgroup of
     * {@code size} invocations, given the
     * tangle's contributions by ascending id and this invocation's own operand values.
     */
    static Object result(ModuleInfo info, Instruction in, int self, int size, List<Contribution> tangle,
                         IntFunction<Object> value, SourceSpan at) {
        String op = in.name();
        switch (op) {
            case "OpGroupNonUniformElect" -> {
                // "Result is true only in the active invocation with the lowest id in the group"
                return tangle.get(0).member() == self ? 1L : 0L;
            }
            case "OpGroupNonUniformAll" -> {
                return tangle.stream().allMatch(c -> c.values().get(0) != 0) ? 1L : 0L;
            }
            case "OpGroupNonUniformAny" -> {
                return tangle.stream().anyMatch(c -> c.values().get(0) != 0) ? 1L : 0L;
            }
            case "OpGroupNonUniformQuadAllKHR", "OpGroupNonUniformQuadAnyKHR" -> {
                return QuadVotes.result(op, self, tangle);
            }
            case "OpGroupNonUniformAllEqual" -> {
                return allEqual(info.typeOf(in, in.word(3)), tangle) ? 1L : 0L;
            }
            case "OpGroupNonUniformBallot" -> {
                return ballot(tangle);
            }
            case "OpGroupNonUniformBroadcastFirst" -> {
                return rebuild(value.apply(in.word(3)), tangle.get(0).values());
            }
            case "OpGroupNonUniformBroadcast", "OpGroupNonUniformShuffle", "OpGroupNonUniformShuffleXor",
                    "OpGroupNonUniformShuffleUp", "OpGroupNonUniformShuffleDown", "OpGroupNonUniformQuadSwap",
                    "OpGroupNonUniformRotateKHR" -> {
                if (op.equals("OpGroupNonUniformRotateKHR")) {
                    rotation(in, size, tangle, value);
                }
                long from = sourceLane(in, self, size, value);
                if (op.equals("OpGroupNonUniformBroadcast")) {
                    uniformId(op, from, tangle);
                }
                List<Long> values = valuesOf(from, tangle);
                if (values == null) {
                    // ShuffleUp: "the resulting value is undefined if Delta is greater than the current
                    // invocation's id within the group or if the selected lane is inactive"; Broadcast, Shuffle,
                    // ShuffleXor, ShuffleDown: undefined "if [the lane] is an inactive invocation, or is greater
                    // than or equal to the size of the group". A value, not undefined behaviour (UndefinedValue).
                    UndefinedValue.Kind kind = from < 0 || from >= size ? UndefinedValue.Kind.LANE_OUTSIDE_SUBGROUP
                            : UndefinedValue.Kind.SUBGROUP_LANE;
                    return Definedness.taintShared(zeros(value.apply(in.word(3))),
                            new UndefinedValue(kind, op, at, from));
                }
                return rebuild(value.apply(in.word(3)), values);
            }
            case "OpGroupNonUniformQuadBroadcast" -> {
                return quadBroadcast(in, self, size, tangle, value, at);
            }
            default -> {
                return arithmetic(info, in, self, size, tangle, value, at);
            }
        }
    }

    /**
     * OpGroupNonUniformRotateKHR's rule the engines check where it completes, undefined behaviour otherwise, a fault:
     * "Delta must be dynamically uniform within Execution" (as a broadcast's non-uniform Id); and its ClusterSize's
     * ({@link #clusterSize}).
     */
    private static void rotation(Instruction in, int size, List<Contribution> tangle, IntFunction<Object> value) {
        uniformId(in.name(), Arith.number(value.apply(in.word(4))), tangle);
        if (in.size() > 5) {
            clusterSize(in.name(), Arith.number(value.apply(in.word(5))), size);
        }
    }

    /**
     * A rotation's or clustered reduction's ClusterSize, undefined behaviour, a fault, unless fit: "Behavior is
     * undefined unless ClusterSize is at least 1 and a power of 2. If ClusterSize is greater than the size of the
     * group, executing this instruction results in undefined behavior" (a clustered add of 8 in a subgroup of 4 gave
     * the subgroup's sum until session 78's review).
     */
    private static void clusterSize(String op, long cluster, int size) {
        if (cluster < 1 || Long.bitCount(cluster) != 1 || cluster > size) {
            throw new Fault(FaultReason.of(FaultReason.Kind.BAD_CLUSTER_SIZE, op, cluster, size));
        }
    }

    /**
     * OpGroupNonUniformQuadBroadcast: "Result is the Value of the invocation within the quad with a quad index equal to
     * Index"; the quad of a compute invocation is the four of consecutive subgroup ids from a multiple of 4 (Vulkan:
     * Quad scope instance), its quad index the id's last two bits. "If the value of Index is greater than or equal to
     * 4, or refers to an inactive invocation, the resulting value is undefined": a value, not undefined behaviour
     * ({@link UndefinedValue}); a quad member past the subgroup's size (a subgroup of 1 or 2) is outside the subgroup.
     * As for a broadcast's Id, "behavior is undefined when Index is not dynamically uniform" (from SPIR-V 1.5; before,
     * a constant, InstructionRules).
     */
    private static Object quadBroadcast(Instruction in, int self, int size, List<Contribution> tangle,
                                        IntFunction<Object> value, SourceSpan at) {
        String op = in.name();
        long index = Arith.number(value.apply(in.word(4)));
        uniformId(op, index, tangle);
        if (index < 0 || index >= 4) {
            return Definedness.taintShared(zeros(value.apply(in.word(3))),
                    new UndefinedValue(UndefinedValue.Kind.QUAD_INDEX_OUTSIDE, op, at, index));
        }
        long from = sourceLane(in, self, size, value);
        List<Long> values = valuesOf(from, tangle);
        if (values == null) {
            UndefinedValue.Kind kind = from >= size ? UndefinedValue.Kind.LANE_OUTSIDE_SUBGROUP
                    : UndefinedValue.Kind.SUBGROUP_LANE;
            return Definedness.taintShared(zeros(value.apply(in.word(3))), new UndefinedValue(kind, op, at, from));
        }
        return rebuild(value.apply(in.word(3)), values);
    }

    /**
     * Faults when the members of {@code tangle} passed a broadcast different Ids (each member's last contribution,
     * {@link #contribution}): SPIR-V OpGroupNonUniformBroadcast, "Starting with version 1.5, this restriction is
     * lifted. However, behavior is undefined when Id is not dynamically uniform" (the same value in every invocation
     * executing the dynamic instance, SPIR-V 2.2 "Dynamically Uniform"). Before 1.5 Id had to be a constant.
     */
    private static void uniformId(String op, long own, List<Contribution> tangle) {
        FaultReason.Kind kind = switch (op) {
            case "OpGroupNonUniformQuadBroadcast" -> FaultReason.Kind.NON_UNIFORM_QUAD_INDEX;
            case "OpGroupNonUniformRotateKHR" -> FaultReason.Kind.NON_UNIFORM_ROTATE_DELTA;
            default -> FaultReason.Kind.NON_UNIFORM_BROADCAST_ID;
        };
        for (Contribution c : tangle) {
            long id = c.values().get(c.values().size() - 1);
            if (id != own) {
                throw new Fault(FaultReason.of(kind, op, own, c.member(), id));
            }
        }
    }

    /**
     * The id of the invocation whose value broadcast, shuffle, quad operation or rotation {@code in} gives invocation
     * {@code self} of a subgroup of {@code size}.
     */
    static long sourceLane(Instruction in, int self, int size, IntFunction<Object> value) {
        long operand = Arith.number(value.apply(in.word(4)));
        return switch (in.name()) {
            case "OpGroupNonUniformShuffleXor" -> self ^ operand;
            case "OpGroupNonUniformShuffleUp" -> self - operand;
            case "OpGroupNonUniformShuffleDown" -> self + operand;
            // OpGroupNonUniformQuadSwap: Direction 0 swaps quad indices 0 and 1, 2 and 3 (horizontal); 1 swaps 0 and 2,
            // 1 and 3 (vertical); 2 swaps 0 and 3, 1 and 2 (diagonal): the quad index xor 1, 2, 3
            case "OpGroupNonUniformQuadSwap" -> self ^ (operand + 1);
            // OpGroupNonUniformQuadBroadcast: the member of self's quad with quad index Index
            case "OpGroupNonUniformQuadBroadcast" -> (self & ~3L) + operand;
            // OpGroupNonUniformRotateKHR: "Invocation ID = ( (LocalId + Delta) & (RotationGroupSize - 1) ) + (LocalId
            // & ~(RotationGroupSize - 1))", RotationGroupSize the ClusterSize when present, else the subgroup's size
            case "OpGroupNonUniformRotateKHR" -> {
                long group = in.size() > 5 ? Arith.number(value.apply(in.word(5))) : size;
                yield ((self + operand) & (group - 1)) + (self & ~(group - 1));
            }
            default -> operand;
        };
    }

    /** The result of local ballot query {@code in} for invocation {@code self} of a subgroup of {@code size}. */
    static Object local(Instruction in, int self, int size, IntFunction<Object> value, SourceSpan at) {
        String op = in.name();
        int valueWord = op.equals("OpGroupNonUniformBallotBitCount") ? 4 : 3;
        List<Long> bits = new ArrayList<>();
        Pointers.flatten(value.apply(in.word(valueWord)), bits);
        switch (op) {
            case "OpGroupNonUniformInverseBallot" -> {
                return bit(bits, self) ? 1L : 0L;
            }
            case "OpGroupNonUniformBallotBitExtract" -> {
                long index = Arith.number(value.apply(in.word(4)));
                if (index < 0 || index >= size) {
                    // "The resulting value is undefined if Index is greater than or equal to the size of the group":
                    // a value, reported where it is stored or decides something (UndefinedValue)
                    return Definedness.taintShared(0L, new UndefinedValue(UndefinedValue.Kind.BALLOT_BIT_OUTSIDE, op,
                            at, index));
                }
                return bit(bits, (int) index) ? 1L : 0L;
            }
            case "OpGroupNonUniformBallotBitCount" -> {
                int operation = in.word(3);
                int upTo = switch (operation) {
                    case REDUCE -> size;
                    case INCLUSIVE_SCAN -> self + 1;
                    case EXCLUSIVE_SCAN -> self;
                    default -> throw new Fault(op + " with group operation "
                            + Grammar.get().enumName("GroupOperation", operation) + " is not supported");
                };
                long count = 0;
                for (int i = 0; i < upTo; i++) {
                    count += bit(bits, i) ? 1 : 0;
                }
                return count;
            }
            default -> {
                boolean lsb = op.equals("OpGroupNonUniformBallotFindLSB");
                for (int k = 0; k < size; k++) {
                    int i = lsb ? k : size - 1 - k;
                    if (bit(bits, i)) {
                        return (long) i;
                    }
                }
                // "If none of the considered bits is set to 1, the resulting value is undefined": a value, reported
                // where it is stored or decides something (UndefinedValue)
                return Definedness.taintShared(0L, new UndefinedValue(UndefinedValue.Kind.EMPTY_BALLOT, op, at));
            }
        }
    }

    private static boolean bit(List<Long> words, int i) {
        return i >= 0 && i / 32 < words.size() && ((words.get(i / 32) >>> (i % 32)) & 1) != 0;
    }

    private static List<Long> ballot(List<Contribution> tangle) {
        long[] words = new long[4];
        for (Contribution c : tangle) {
            if (c.member() >= 128) {
                throw new Fault("OpGroupNonUniformBallot: invocation id " + c.member()
                        + " does not fit the 128-bit ballot");
            }
            if (c.values().get(0) != 0) {
                words[c.member() / 32] |= 1L << (c.member() % 32);
            }
        }
        return List.of(words[0], words[1], words[2], words[3]);
    }

    /** The values invocation {@code from} contributes to {@code tangle}, or null when it is not in it. */
    private static List<Long> valuesOf(long from, List<Contribution> tangle) {
        for (Contribution c : tangle) {
            if (c.member() == from) {
                return c.values();
            }
        }
        return null;
    }

    /** Zero in the shape of {@code template} (a scalar or a vector). */
    private static Object zeros(Object template) {
        List<Long> flat = new ArrayList<>();
        Pointers.flatten(template, flat);
        return rebuild(template, java.util.Collections.nCopies(flat.size(), 0L));
    }

    private static boolean allEqual(SpirvType type, List<Contribution> tangle) {
        SpirvType element = type instanceof SpirvType.Vector v ? v.element() : type;
        List<Long> first = tangle.get(0).values();
        for (Contribution c : tangle) {
            for (int i = 0; i < first.size(); i++) {
                long a = first.get(i);
                long b = c.values().get(i);
                boolean equal = element instanceof SpirvType.Float f
                        // "if it is a floating-point type, an ordered-and-equal compare is used"
                        ? Arith.toDouble(a, f.width()) == Arith.toDouble(b, f.width())
                        : a == b;
                if (!equal) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Object arithmetic(ModuleInfo info, Instruction in, int self, int size, List<Contribution> tangle,
                                     IntFunction<Object> value, SourceSpan at) {
        String op = in.name();
        int operation = in.word(3);
        SpirvType type = info.typeOf(in, in.word(4));
        SpirvType element = type instanceof SpirvType.Vector v ? v.element() : type;
        int width = SpirvType.width(element);
        if (operation > CLUSTERED_REDUCE) {
            throw new Fault(op + " with group operation " + Grammar.get().enumName("GroupOperation", operation)
                    + " is not supported");
        }
        int cluster = 0;
        if (operation == CLUSTERED_REDUCE) {
            long c = Arith.number(value.apply(in.word(5)));
            clusterSize(op, c, size);
            cluster = (int) c;
        }
        int n = tangle.get(0).values().size();
        List<Long> out = new ArrayList<>(n);
        List<Object> undefined = new ArrayList<>(n);
        boolean nanOnly = false;
        for (int i = 0; i < n; i++) {
            // in ascending order of subgroup id, from the first value combined (the identity only when none is: an
            // exclusive scan's lowest lane), so that a float sum of one -0 stays -0 as the value itself
            Long acc = null;
            for (Contribution c : tangle) {
                if (combines(operation, c.member(), self, cluster)) {
                    long x = c.values().get(i);
                    acc = acc == null ? x : combine(op, acc, x, width);
                }
            }
            long r = acc == null ? identity(op, width) : acc;
            out.add(Arith.mask(r, width));
            // FMin, FMax: "If all Value(s) that are used by the current invocation are NaN, then the result is an
            // undefined value" (a value, reported where it is stored or decides something: UndefinedValue)
            boolean allNaN = acc != null && (op.equals("OpGroupNonUniformFMin") || op.equals("OpGroupNonUniformFMax"))
                    && Double.isNaN(Arith.toDouble(r, width));
            undefined.add(allNaN ? new UndefinedValue(UndefinedValue.Kind.NAN_ONLY, op, at) : null);
            nanOnly |= allNaN;
        }
        Object result = rebuild(value.apply(in.word(4)), out);
        return nanOnly ? Definedness.taintLeaves(result, undefined) : result;
    }

    /**
     * Whether group operation {@code operation} (Reduce, InclusiveScan, ExclusiveScan, ClusteredReduce of
     * {@code cluster}) combines the value of invocation {@code member} into invocation {@code self}'s result.
     */
    static boolean combines(int operation, int member, int self, int cluster) {
        return switch (operation) {
            case REDUCE -> true;
            case INCLUSIVE_SCAN -> member <= self;
            case EXCLUSIVE_SCAN -> member < self;
            default -> member / cluster == self / cluster;
        };
    }

    /** The identity I of {@code op} (SPIR-V: "The identity I for Operation is …"). */
    private static long identity(String op, int width) {
        long ones = Arith.mask(-1L, width);
        return switch (op) {
            case "OpGroupNonUniformFAdd" -> Arith.fromDouble(0.0, width);
            case "OpGroupNonUniformFMul" -> Arith.fromDouble(1.0, width);
            case "OpGroupNonUniformFMin" -> Arith.fromDouble(Double.POSITIVE_INFINITY, width);
            case "OpGroupNonUniformFMax" -> Arith.fromDouble(Double.NEGATIVE_INFINITY, width);
            case "OpGroupNonUniformIMul", "OpGroupNonUniformLogicalAnd" -> 1L;
            case "OpGroupNonUniformUMin", "OpGroupNonUniformBitwiseAnd" -> ones;
            case "OpGroupNonUniformSMin" -> ones >>> 1;
            case "OpGroupNonUniformSMax" -> Arith.mask(~(ones >>> 1), width);
            default -> 0L;
        };
    }

    private static long combine(String op, long a, long b, int width) {
        return switch (op) {
            case "OpGroupNonUniformIAdd" -> a + b;
            // a float sum or product rounds each step to the type: a 32-bit one computed in double and rounded to
            // float is correctly rounded (53 >= 2 * 24 + 2 bits), as OpFAdd and OpFMul are (Arith)
            case "OpGroupNonUniformFAdd" ->
                    Arith.fromDouble(Arith.toDouble(a, width) + Arith.toDouble(b, width), width);
            case "OpGroupNonUniformFMul" ->
                    Arith.fromDouble(Arith.toDouble(a, width) * Arith.toDouble(b, width), width);
            case "OpGroupNonUniformFMin", "OpGroupNonUniformFMax" -> floatMinMax(op, a, b, width);
            case "OpGroupNonUniformIMul" -> a * b;
            case "OpGroupNonUniformSMin" -> Arith.signExtend(a, width) <= Arith.signExtend(b, width) ? a : b;
            case "OpGroupNonUniformSMax" -> Arith.signExtend(a, width) >= Arith.signExtend(b, width) ? a : b;
            case "OpGroupNonUniformUMin" -> Long.compareUnsigned(Arith.mask(a, width), Arith.mask(b, width)) <= 0 ? a : b;
            case "OpGroupNonUniformUMax" -> Long.compareUnsigned(Arith.mask(a, width), Arith.mask(b, width)) >= 0 ? a : b;
            case "OpGroupNonUniformBitwiseAnd" -> a & b;
            case "OpGroupNonUniformBitwiseOr" -> a | b;
            case "OpGroupNonUniformBitwiseXor" -> a ^ b;
            case "OpGroupNonUniformLogicalAnd" -> (a != 0 && b != 0) ? 1 : 0;
            case "OpGroupNonUniformLogicalOr" -> (a != 0 || b != 0) ? 1 : 0;
            case "OpGroupNonUniformLogicalXor" -> ((a != 0) != (b != 0)) ? 1 : 0;
            default -> throw new Fault(op + " is not supported");
        };
    }

    /**
     * FMin, FMax of two lanes' values: "if for any two Values one of them is a NaN, the other is chosen"; of -0 and +0
     * the minimum is -0 and the maximum +0 (IEEE 754 minimum, maximum; SPIR-V leaves the method to the
     * implementation, and a device may give either zero: spirv-interpreter.md).
     */
    private static long floatMinMax(String op, long a, long b, int width) {
        double x = Arith.toDouble(a, width);
        double y = Arith.toDouble(b, width);
        if (Double.isNaN(x) || Double.isNaN(y)) {
            return Double.isNaN(x) ? b : a;
        }
        double r = op.equals("OpGroupNonUniformFMin") ? Math.min(x, y) : Math.max(x, y);
        return Double.doubleToRawLongBits(r) == Double.doubleToRawLongBits(x) ? a : b;
    }

    /** {@code flat} in the shape of {@code template} (a scalar or a vector). */
    private static Object rebuild(Object template, List<Long> flat) {
        Iterator<Long> it = flat.iterator();
        return rebuild(template, it);
    }

    private static Object rebuild(Object template, Iterator<Long> it) {
        if (template instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object part : list) {
                out.add(rebuild(part, it));
            }
            return List.copyOf(out);
        }
        return it.next();
    }
}
