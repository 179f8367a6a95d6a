package dev.syncscope.core.litmus.khronos;

import java.util.List;

/**
 * The formula of an answer line: a conjunction of {@code consistent[X]}, {@code racefree[X]} and
 * comparisons of relation sizes ({@code #dr} data-race pairs, {@code #rs} release-sequence pairs)
 * with integers, as in {@code consistent[X] && (#rs>1)}. Immutable.
 *
 * @param consistent whether the execution must be consistent ({@code consistent[X]})
 * @param counts     the size comparisons, all of which must hold
 */
public record KhronosFormula(boolean consistent, List<Count> counts) {

    /** The relations whose size a formula can compare. */
    public enum Relation {
        /** {@code dr}: ordered pairs of racing accesses (the relation is symmetric). */
        DR,
        /** {@code rs}: release-sequence pairs, each release paired with itself included. */
        RS
    }

    /** {@code #relation op value}. */
    public record Count(Relation relation, String op, int value) {
        boolean holds(int size) {
            return switch (op) {
                case "=" -> size == value;
                case "!=" -> size != value;
                case "<" -> size < value;
                case "<=" -> size <= value;
                case ">" -> size > value;
                case ">=" -> size >= value;
                default -> throw new IllegalStateException("unknown comparison " + op);
            };
        }
    }

    public KhronosFormula {
        counts = List.copyOf(counts);
    }

    /**
     * Whether an execution with these facts satisfies the formula.
     *
     * @param isConsistent             whether the execution is consistent
     * @param dataRacePairs            size of {@code dr} (ordered pairs: twice the number of races)
     * @param releaseSequencePairs     size of {@code rs}
     */
    public boolean holds(boolean isConsistent, int dataRacePairs, int releaseSequencePairs) {
        if (consistent && !isConsistent) {
            return false;
        }
        for (Count c : counts) {
            int size = c.relation() == Relation.DR ? dataRacePairs : releaseSequencePairs;
            if (!c.holds(size)) {
                return false;
            }
        }
        return true;
    }
}
