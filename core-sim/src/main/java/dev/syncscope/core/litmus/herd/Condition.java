package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.SourceSpan;

import java.util.Collection;

/**
 * The final condition of a herd-style test: a quantifier over the allowed executions and a
 * proposition on their final state. Immutable.
 *
 * <p>Meaning, as herd and Dat3M define it (and as {@code expected/VULKAN-expected.csv} records it):
 * {@code exists p} holds when some allowed outcome satisfies p; {@code ~exists p} when none does;
 * {@code forall p} when every allowed outcome does.
 *
 * @param quantifier {@code exists}, {@code ~exists} or {@code forall}
 * @param predicate  the proposition
 * @param span       where the condition starts
 */
public record Condition(Quantifier quantifier, Predicate predicate, SourceSpan span) {

    /** The three quantifiers of the format. */
    public enum Quantifier {
        EXISTS("exists"), NOT_EXISTS("~exists"), FORALL("forall");

        private final String text;

        Quantifier(String text) {
            this.text = text;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** Whether the proposition holds of one outcome (without the quantifier). */
    public boolean holds(Outcome outcome) {
        return predicate.holds(outcome);
    }

    /** Whether the condition, with its quantifier, is satisfied by the set of allowed outcomes. */
    public boolean satisfiedBy(Collection<Outcome> allowed) {
        return switch (quantifier) {
            case EXISTS -> allowed.stream().anyMatch(predicate::holds);
            case NOT_EXISTS -> allowed.stream().noneMatch(predicate::holds);
            case FORALL -> allowed.stream().allMatch(predicate::holds);
        };
    }

    @Override
    public String toString() {
        return quantifier + " (" + predicate + ")";
    }
}
