package dev.syncscope.core.model;

import java.util.List;

/**
 * Why an invocation's program faulted ({@link ThreadState.Status#FAULT}), as a kind of sentence and the arguments it is
 * built from, so that the window can word it in its own language; the English ({@link #english()}), which the command
 * line and the stepper print, is made from the same arguments. Faults the interpreter words only in English (an
 * unsupported instruction, a malformed module) have none ({@link ThreadState#faultReason()} is null). Immutable.
 *
 * @param kind the kind of sentence
 * @param args its arguments: {@link String} (names, shown as written in every language) or {@link Long} (numbers)
 */
public record FaultReason(Kind kind, List<Object> args) {

    /** The kinds of fault sentence, each with its message key and number of arguments. */
    public enum Kind {
        /** An access past the end of a buffer or shared array. 0: the reference; 1: the index; 2: its length. */
        OUT_OF_BOUNDS_ACCESS("fault.outOfBounds", 3),
        /**
         * An access past the end of a buffer or shared array, named as the source names it (an element of a runtime
         * array of {@code double} or {@code uint16_t}, whose index is no word's). 0: the location's name; 1: the
         * reference; 2: its size in bytes.
         */
        OUT_OF_BOUNDS_ELEMENT("fault.outOfBoundsElement", 3),
        /**
         * An access, in memory indexed by byte, at a byte where no scalar of its width starts (an index past its
         * array's end, inside another member or padding). 0: the width in bits; 1: the byte; 2: the reference.
         */
        OVERLAPPING_ACCESS("fault.overlapping", 3),
        /** An index outside a local array or vector. 0: the index; 1: its size. */
        INDEX_OUT_OF_BOUNDS("fault.indexOutOfBounds", 2),
        /** An access at a byte offset that is no multiple of 4. 0: the offset; 1: the reference. */
        UNALIGNED_ACCESS("fault.unaligned", 2),
        /** A store to a NonWritable variable or a uniform buffer. 0: the reference. */
        STORE_TO_READ_ONLY("fault.storeReadOnly", 1),
        /** An atomic that writes a NonWritable variable or a uniform buffer. 0: the instruction; 1: the reference. */
        ATOMIC_TO_READ_ONLY("fault.atomicReadOnly", 2),
        /** A store to an Input variable. No arguments. */
        STORE_TO_INPUT("fault.storeInput", 0),
        /** OpKill, OpTerminateInvocation or OpUnreachable reached. 0: the instruction. */
        TERMINATE("fault.terminate", 1),
        /**
         * A division or remainder by zero: a litmus test's, or a kernel's OpUDiv, OpSDiv, OpUMod, OpSRem or OpSMod
         * ("Behavior is undefined if Operand 2 is 0"; since session 85). No arguments.
         */
        DIVISION_BY_ZERO("fault.divisionByZero", 0),
        /**
         * A broadcast whose Id differs between the invocations executing it. 0: the instruction; 1: this invocation's
         * Id; 2: another member's subgroup invocation id; 3: that member's Id.
         */
        NON_UNIFORM_BROADCAST_ID("fault.nonUniformBroadcastId", 4),
        /**
         * A quad broadcast whose Index differs between the invocations executing it (session 78). 0: the instruction;
         * 1: this invocation's Index; 2: another member's subgroup invocation id; 3: that member's Index.
         */
        NON_UNIFORM_QUAD_INDEX("fault.nonUniformQuadIndex", 4),
        /**
         * A rotation whose Delta differs between the invocations executing it ("Delta must be dynamically uniform
         * within Execution"; session 78). 0: the instruction; 1: this invocation's Delta; 2: another member's subgroup
         * invocation id; 3: that member's Delta.
         */
        NON_UNIFORM_ROTATE_DELTA("fault.nonUniformRotateDelta", 4),
        /**
         * A rotation's or clustered reduction's ClusterSize below 1, not a power of 2, or above the subgroup's size
         * (session 78). 0: the instruction; 1: the ClusterSize; 2: the subgroup's size.
         */
        BAD_CLUSTER_SIZE("fault.badClusterSize", 3),
        /**
         * A storage-image read, write or texel pointer at a coordinate outside the image (session 81; Vulkan leaves it
         * undefined without robust image access). 0: the instruction; 1: the coordinate ({@code 4, 0}); 2: the image;
         * 3: its extent ({@code 4x4}).
         */
        IMAGE_OUT_OF_BOUNDS("fault.imageOutOfBounds", 4);

        private final String key;
        private final int arity;

        Kind(String key, int arity) {
            this.key = key;
            this.arity = arity;
        }

        /** The message key of the sentence, e.g. {@code fault.outOfBounds}. */
        public String key() {
            return key;
        }
    }

    public FaultReason {
        args = SentenceArgs.checked(kind, kind.arity, args);
        for (Object a : args) {
            if (!(a instanceof String || a instanceof Long)) {
                throw new IllegalArgumentException("a fault's argument is a string or a long, not " + a);
            }
        }
    }

    /** {@code kind} with {@code args} (ints are widened to longs). */
    public static FaultReason of(Kind kind, Object... args) {
        return new FaultReason(kind, SentenceArgs.widened(args));
    }

    /** The message key of the sentence. */
    public String key() {
        return kind.key;
    }

    /** The sentence in English, as the interpreter has always written it. */
    public String english() {
        List<Object> a = args;
        return switch (kind) {
            case OUT_OF_BOUNDS_ACCESS -> "out-of-bounds access " + a.get(0) + "[" + a.get(1) + "] (it has " + a.get(2)
                    + ((Long) a.get(2) == 1 ? " location)" : " locations)");
            case OUT_OF_BOUNDS_ELEMENT -> "out-of-bounds access " + a.get(0) + " (past the end of " + a.get(1)
                    + ", which holds " + a.get(2) + " bytes)";
            case OVERLAPPING_ACCESS -> a.get(0) + "-bit access at byte " + a.get(1) + " of " + a.get(2) + ", where no "
                    + a.get(0) + "-bit scalar starts (an index past its array's end)";
            case INDEX_OUT_OF_BOUNDS -> "index " + a.get(0) + " out of bounds (size " + a.get(1) + ")";
            case UNALIGNED_ACCESS -> "unaligned access at byte " + a.get(0) + " of " + a.get(1);
            case STORE_TO_READ_ONLY -> "store to read-only " + a.get(0) + " (NonWritable or uniform buffer)";
            case ATOMIC_TO_READ_ONLY -> a.get(0) + " writes read-only " + a.get(1) + " (NonWritable or uniform buffer)";
            case STORE_TO_INPUT -> "store to an Input variable";
            case TERMINATE -> "reached " + a.get(0);
            case DIVISION_BY_ZERO -> "division by zero";
            case NON_UNIFORM_BROADCAST_ID -> a.get(0) + " with an Id that is not dynamically uniform: " + a.get(1)
                    + " here, " + a.get(3) + " in subgroup invocation " + a.get(2) + " (undefined behaviour; to read a"
                    + " lane chosen per invocation, use a shuffle: subgroupShuffle, WaveReadLaneAt)";
            case NON_UNIFORM_QUAD_INDEX -> a.get(0) + " with an Index that is not dynamically uniform: " + a.get(1)
                    + " here, " + a.get(3) + " in subgroup invocation " + a.get(2) + " (undefined behaviour; to read a"
                    + " quad member chosen per invocation, use a shuffle of the quad's first id plus the index:"
                    + " subgroupShuffle, WaveReadLaneAt)";
            case BAD_CLUSTER_SIZE -> a.get(0) + " with ClusterSize " + a.get(1) + " in a subgroup of " + a.get(2)
                    + " invocations: undefined behaviour (SPIR-V: a ClusterSize must be at least 1, a power of 2 and at"
                    + " most the size of the group)";
            case IMAGE_OUT_OF_BOUNDS -> a.get(0) + " at (" + a.get(1) + "), outside image " + a.get(2) + " of "
                    + a.get(3) + " texels";
            case NON_UNIFORM_ROTATE_DELTA -> a.get(0) + " with a Delta that is not dynamically uniform: " + a.get(1)
                    + " here, " + a.get(3) + " in subgroup invocation " + a.get(2) + " (undefined behaviour; to read a"
                    + " lane chosen per invocation, use a shuffle: subgroupShuffle, WaveReadLaneAt)";
        };
    }

    @Override
    public String toString() {
        return english();
    }
}
