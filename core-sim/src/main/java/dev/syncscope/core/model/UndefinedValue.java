package dev.syncscope.core.model;

/**
 * An undefined value an invocation makes itself, not by reading memory: SPIR-V OpUndef ("Make an intermediate object
 * whose value is undefined"), a component 0xFFFFFFFF of OpVectorShuffle ("the corresponding result component has no
 * source and is undefined"), or the value of a local (Function) or global (Private) variable declared without an
 * initializer and read before any store to it (OpVariable: "If Initializer is present, it will be the initial value of
 * the variable's memory content"; without one it has none), or the result of a broadcast or shuffle that reads a
 * subgroup invocation outside its tangle (SPIR-V OpGroupNonUniformShuffleUp: "the resulting value is undefined if Delta
 * is greater than the current invocation's id within the group or if the selected lane is inactive"; Broadcast,
 * Shuffle, ShuffleXor and ShuffleDown alike: a value, not undefined behaviour), or the result of a ballot query the
 * spec leaves undefined (OpGroupNonUniformBallotFindLSB and FindMSB: "If none of the considered bits is set to 1, the
 * resulting value is undefined"; BitExtract: "The resulting value is undefined if Index is greater than or equal to the
 * size of the group"), or a quad broadcast's with an Index of 4 or more ("If the value of Index is greater than or
 * equal to 4 … the resulting value is undefined"), or a float minimum or maximum of NaN values only ("If all Value(s)
 * that are used by the current invocation are NaN, then the result is an undefined value"; both session 78), or a bit
 * field past its value's bits (OpBitFieldUExtract: "The resulting value is undefined if Count or Offset or their sum is
 * greater than the number of bits in the result"; session 81), or a shift by its value's width or more
 * (OpShiftLeftLogical: "The resulting value is undefined if Shift is greater than or equal to the bit width of the
 * components of Base"; session 85). Both
 * engines report it by the rule of a
 * read of undefined memory: only where its value is stored or decides what the invocation does ({@link UndefinedUse}).
 * The origin token of such a value ({@link ThreadState#writtenUndefined(Object)}, {@link UndefinedUse#origin()}); equal
 * when made by the same instruction of the same variable (from the same lane). Immutable.
 *
 * @param kind what made it
 * @param name the variable's name, or the subgroup operation's instruction (empty: none, or another kind)
 * @param at   the instruction that made it (the OpUndef, or the instruction using a module-level one; the
 *             OpVectorShuffle; the variable's declaration; the subgroup operation), {@link SourceSpan#UNKNOWN} when
 *             not known (glslang gives a local's or a global's declaration no line)
 * @param lane the subgroup invocation a {@link Kind#SUBGROUP_LANE} or {@link Kind#LANE_OUTSIDE_SUBGROUP} value was
 *             to come from, the bit of a {@link Kind#BALLOT_BIT_OUTSIDE}, the Index of a
 *             {@link Kind#QUAD_INDEX_OUTSIDE}, the Offset + Count of a {@link Kind#BIT_FIELD_OUTSIDE}, the Shift of a
 *             {@link Kind#SHIFT_PAST_WIDTH} (0 for another kind)
 * @param madeBy the invocation that made it ({@code T0}), when a subgroup operation passed it on to another
 *             ({@link #passedOnFrom}); empty while it stays with the invocation that made it
 */
public record UndefinedValue(Kind kind, String name, SourceSpan at, long lane, String madeBy) {

    /** A value of a kind that comes from no subgroup invocation. */
    public UndefinedValue(Kind kind, String name, SourceSpan at) {
        this(kind, name, at, 0);
    }

    /** A value the invocation using it made itself. */
    public UndefinedValue(Kind kind, String name, SourceSpan at, long lane) {
        this(kind, name, at, lane, "");
    }

    /**
     * This value as received from invocation {@code invocation} by a subgroup operation (a broadcast, shuffle,
     * reduction or scan passes definedness on: SPIR-V "Non-Uniform Instructions"): made by {@code invocation}, or by
     * whoever made it before it was passed on the first time.
     */
    public UndefinedValue passedOnFrom(String invocation) {
        return madeBy.isEmpty() ? new UndefinedValue(kind, name, at, lane, invocation) : this;
    }

    /** What made the value. */
    public enum Kind {
        OP_UNDEF, SHUFFLE_COMPONENT, UNASSIGNED_VARIABLE,
        /** A Private variable (a GLSL global) declared without an initializer, read before any store to it. */
        PRIVATE_VARIABLE,
        /** A broadcast's or shuffle's result from an id of the subgroup outside the tangle (an inactive lane). */
        SUBGROUP_LANE,
        /** OpGroupNonUniformBallotFindLSB or FindMSB of a ballot with no bit set among the subgroup's. */
        EMPTY_BALLOT,
        /** OpGroupNonUniformBallotBitExtract of a bit outside the subgroup ({@code lane}: the bit). */
        BALLOT_BIT_OUTSIDE,
        /**
         * A broadcast's or shuffle's result from an id no invocation of the subgroup has (below 0, or at or above the
         * subgroup's size: "greater than or equal to the size of the group"); until session 77 worded as an inactive
         * lane's, "(not in the tangle)" (the wave-intrinsics audit, F3).
         */
        LANE_OUTSIDE_SUBGROUP,
        /**
         * OpGroupNonUniformQuadBroadcast with an Index of 4 or more ({@code lane}: the Index): "If the value of Index
         * is greater than or equal to 4 … the resulting value is undefined".
         */
        QUAD_INDEX_OUTSIDE,
        /**
         * OpGroupNonUniformFMin or FMax over values that are all NaN: "If all Value(s) that are used by the current
         * invocation are NaN, then the result is an undefined value".
         */
        NAN_ONLY,
        /**
         * OpBitFieldInsert, SExtract or UExtract of a field reaching past the value's bits ({@code lane}: Offset +
         * Count): "The resulting value is undefined if Count or Offset or their sum is greater than the number of bits
         * in the result" (since session 81).
         */
        BIT_FIELD_OUTSIDE,
        /**
         * OpShiftLeftLogical, OpShiftRightLogical or OpShiftRightArithmetic by as many bits as its value has or more
         * ({@code lane}: the Shift): "The resulting value is undefined if Shift is greater than or equal to the bit
         * width of the components of Base" (since session 85; it was the shift's bits as Java computes them, which
         * wrap the count).
         */
        SHIFT_PAST_WIDTH
    }

    /**
     * Where it was made, or {@code site} (where it matters) when that is not known (glslang gives a local variable no
     * line).
     */
    public SourceSpan at(SourceSpan site) {
        return at.line() > 0 ? at : site;
    }

    /**
     * The English words, placed at {@link #at(SourceSpan)} ({@code the undefined value of an OpUndef at k.comp:8}),
     * and, for a value another invocation made, who ({@code …, which T0 made and a subgroup operation passed on}).
     */
    public String english(SourceSpan site) {
        String where = " at " + at(site) + (madeBy.isEmpty() ? ""
                : ", which " + madeBy + " made and a subgroup operation passed on");
        return switch (kind) {
            case OP_UNDEF -> "the undefined value of an OpUndef" + where;
            case SHUFFLE_COMPONENT -> "an undefined component (0xFFFFFFFF) of an OpVectorShuffle" + where;
            case UNASSIGNED_VARIABLE -> "local variable " + (name.isEmpty() ? "" : name + " ")
                    + "before any store to it" + where;
            case PRIVATE_VARIABLE -> "global variable " + (name.isEmpty() ? "" : name + " ")
                    + "(Private) before any store to it" + where;
            case SUBGROUP_LANE -> "the undefined value of " + name + " from subgroup invocation " + lane
                    + " (not in the tangle)" + where;
            case EMPTY_BALLOT -> "the undefined value of " + name + " of a ballot with no bit set" + where;
            case BALLOT_BIT_OUTSIDE -> "the undefined value of " + name + " of bit " + lane + ", outside the subgroup"
                    + where;
            case LANE_OUTSIDE_SUBGROUP -> "the undefined value of " + name + " from subgroup invocation " + lane
                    + ", outside the subgroup" + where;
            case QUAD_INDEX_OUTSIDE -> "the undefined value of " + name + " of quad index " + lane
                    + ", outside the quad" + where;
            case NAN_ONLY -> "the undefined value of " + name + " of NaN values only" + where;
            case BIT_FIELD_OUTSIDE -> "the undefined value of " + name + " with Offset + Count " + lane
                    + ", past the bits of its value" + where;
            case SHIFT_PAST_WIDTH -> "the undefined value of " + name + " by " + lane
                    + " bits, as many as its value has or more" + where;
        };
    }
}
