package dev.syncscope.core.exec;

/**
 * A scheduler's decision: which invocation performs its next action, and, when that action reads,
 * which write it reads from ({@link #DEFAULT}: the one the model makes visible). Decisions are
 * data: any run replays exactly from its list of decisions. Immutable.
 *
 * @param agent   the invocation to step
 * @param readFrom id of the write to read from, or {@link #DEFAULT}
 */
public record Decision(int agent, int readFrom) {

    public static final int DEFAULT = Integer.MIN_VALUE;

    public static Decision of(int agent) {
        return new Decision(agent, DEFAULT);
    }

    @Override
    public String toString() {
        return readFrom == DEFAULT ? "step " + agent : "step " + agent + " reading W" + readFrom;
    }
}
