package dev.syncscope.samples;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ValueLiteral;

import java.util.List;

/**
 * One checked {@code @expect} line of a sample kernel (grammar in {@link ExpectationParser} and
 * {@code docs/kernel-pragmas.md}): what it claims and where it is written. Immutable.
 *
 * @param text  the text after {@code @expect}
 * @param span  where it is written
 * @param claim what it claims
 */
public record Expectation(String text, SourceSpan span, Claim claim) {

    /** Which engine decides a claim. */
    public enum Engine {
        /** The exhaustive {@code AxiomaticChecker}: every consistent execution of the launch. */
        CHECKER,
        /** The stepper under every schedule of {@link StepperRuns}, each read taking the model's default value. */
        STEPPER
    }

    /** How many executions (or runs) a final-state claim covers. */
    public enum Quantifier { EVERY, SOME, NONE }

    /** What an expectation claims. */
    public sealed interface Claim permits Race, Final, Diagnosed, Stale {
        Engine engine();
    }

    /**
     * A data race exists ({@code present}) or not, optionally only counting races where one of the
     * two accesses goes through {@code reference} (null: any reference), at element {@code index}
     * (null: any element).
     */
    public record Race(Engine engine, boolean present, String reference, Integer index) implements Claim {
    }

    /**
     * The final contents of {@code reference} (element 0, 1, …) in every / some / no execution.
     *
     * @param values   the values as written: an integer as its number, a float literal ({@code 1.5}) as its 32-bit bits
     * @param integers which of {@code values} were written as decimal integers ({@code 3}): a float location holds
     *                 such a value as that number ({@link #expected}: 3.0), as a reader of the claim means it
     * @param literals the values as written, when kept (empty: not kept): a location of any kind reads them as
     *                 {@code @buffer} does ({@link ValueLiteral#bits(dev.syncscope.core.model.ValueKind)}: {@code 1.5}
     *                 in a {@code double} location is its 64-bit bits; since session 82)
     */
    public record Final(Engine engine, Quantifier quantifier, String reference, List<Long> values,
                        List<Boolean> integers, List<ValueLiteral> literals) implements Claim {
        public Final {
            values = List.copyOf(values);
            integers = List.copyOf(integers);
            literals = List.copyOf(literals);
            if (!literals.isEmpty() && literals.size() != values.size()) {
                throw new IllegalArgumentException(values.size() + " values but " + literals.size() + " literals");
            }
            if (integers.size() != values.size()) {
                throw new IllegalArgumentException(values.size() + " values but " + integers.size() + " literal forms");
            }
        }

        /** A claim whose values are held as written, whatever the location's type (no decimal integers). */
        public Final(Engine engine, Quantifier quantifier, String reference, List<Long> values) {
            this(engine, quantifier, reference, values, java.util.Collections.nCopies(values.size(), false));
        }

        /** A claim without its literals as written ({@link #expected} reads a float literal's 32-bit bits). */
        public Final(Engine engine, Quantifier quantifier, String reference, List<Long> values,
                     List<Boolean> integers) {
            this(engine, quantifier, reference, values, integers, List.of());
        }

        /** This claim without its literals as written. */
        public Final withoutLiterals() {
            return new Final(engine, quantifier, reference, values, integers);
        }

        /**
         * The bits value {@code i} stands for in a location of {@code kind}: a decimal integer in a float location as
         * that number's float ({@code 3} → the bits of 3.0), anything else as written.
         */
        public long expected(int i, dev.syncscope.core.model.ValueKind kind) {
            if (!literals.isEmpty()) {
                return literals.get(i).bits(kind);
            }
            long v = values.get(i);
            return !integers.get(i) ? v
                    : new ValueLiteral(Long.toString(v), ValueLiteral.Form.DECIMAL).bits(kind);
        }
    }

    /**
     * A read returns (or never returns) an older value while a newer write to its location exists that
     * is not visible to it — at source line {@code line} if not null. Decided from the stepper's read
     * records (the stale flag of each load's step).
     */
    public record Stale(boolean present, Integer line) implements Claim {
        @Override
        public Engine engine() {
            return Engine.STEPPER;
        }
    }

    /** The stepper reports (or never reports) a diagnostic of {@code kind}, at source line {@code line} if not null. */
    public record Diagnosed(boolean present, Diagnostic.Kind kind, Integer line) implements Claim {
        @Override
        public Engine engine() {
            return Engine.STEPPER;
        }
    }
}
