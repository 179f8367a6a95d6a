package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.Outcome;

import java.util.Set;
import java.util.TreeSet;

/**
 * A proposition over the final state of an execution, as written after {@code exists}, {@code forall}
 * or {@code filter}: comparisons of registers ({@code P1:r0}), locations ({@code x}) and constants,
 * combined with {@code ~}, {@code /\} and {@code \/}. Immutable.
 */
public sealed interface Predicate {

    /** Whether the proposition is true of {@code outcome}; throws if it names a value the outcome lacks. */
    boolean holds(Outcome outcome);

    /** The outcome keys this proposition reads ({@code P1:r0}, {@code x}). */
    default Set<String> keys() {
        Set<String> keys = new TreeSet<>();
        collectKeys(keys);
        return keys;
    }

    void collectKeys(Set<String> into);

    /** {@code true} or {@code false}. */
    record Literal(boolean value) implements Predicate {
        @Override
        public boolean holds(Outcome outcome) {
            return value;
        }

        @Override
        public void collectKeys(Set<String> into) {
            // reads nothing
        }

        @Override
        public String toString() {
            return Boolean.toString(value);
        }
    }

    /** {@code ~p}. */
    record Not(Predicate operand) implements Predicate {
        @Override
        public boolean holds(Outcome outcome) {
            return !operand.holds(outcome);
        }

        @Override
        public void collectKeys(Set<String> into) {
            operand.collectKeys(into);
        }

        @Override
        public String toString() {
            return operand instanceof And || operand instanceof Or ? "~(" + operand + ")" : "~" + operand;
        }
    }

    /** {@code p /\ q}. */
    record And(Predicate left, Predicate right) implements Predicate {
        @Override
        public boolean holds(Outcome outcome) {
            return left.holds(outcome) && right.holds(outcome);
        }

        @Override
        public void collectKeys(Set<String> into) {
            left.collectKeys(into);
            right.collectKeys(into);
        }

        @Override
        public String toString() {
            return grouped(left) + " /\\ " + grouped(right);
        }
    }

    /** {@code p \/ q}. */
    record Or(Predicate left, Predicate right) implements Predicate {
        @Override
        public boolean holds(Outcome outcome) {
            return left.holds(outcome) || right.holds(outcome);
        }

        @Override
        public void collectKeys(Set<String> into) {
            left.collectKeys(into);
            right.collectKeys(into);
        }

        @Override
        public String toString() {
            return left + " \\/ " + right;
        }
    }

    /** {@code a op b} over two operands. */
    record Compare(Operand left, Comparison op, Operand right) implements Predicate {
        @Override
        public boolean holds(Outcome outcome) {
            return op.test(left.valueIn(outcome), right.valueIn(outcome));
        }

        @Override
        public void collectKeys(Set<String> into) {
            left.key().ifPresent(into::add);
            right.key().ifPresent(into::add);
        }

        @Override
        public String toString() {
            return left + " " + op.symbol() + " " + right;
        }
    }

    /** A disjunction inside a conjunction keeps its parentheses; nothing else needs them. */
    private static String grouped(Predicate p) {
        return p instanceof Or ? "(" + p + ")" : p.toString();
    }
}
