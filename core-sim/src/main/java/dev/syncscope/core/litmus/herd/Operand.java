package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.Outcome;

import java.util.Optional;

/**
 * One side of a comparison in a condition: a thread's register, a memory location, a location's
 * address, or a constant. Immutable.
 */
public sealed interface Operand {

    /** The value in {@code outcome}; throws IllegalArgumentException if the outcome has no such value. */
    long valueIn(Outcome outcome);

    /** The outcome key read, empty for a constant. */
    Optional<String> key();

    /** {@code P1:r0}: register {@code register} of thread {@code thread}, keyed {@code P1:r0} in outcomes. */
    record RegisterOf(int thread, String register) implements Operand {
        @Override
        public long valueIn(Outcome outcome) {
            return lookup(outcome, toString());
        }

        @Override
        public Optional<String> key() {
            return Optional.of(toString());
        }

        @Override
        public String toString() {
            return "P" + thread + ":" + register;
        }
    }

    /** {@code x} or {@code x[i]}: a location by reference name, keyed as in outcomes. */
    record LocationOf(String name, int index) implements Operand {
        @Override
        public long valueIn(Outcome outcome) {
            return lookup(outcome, toString());
        }

        @Override
        public Optional<String> key() {
            return Optional.of(toString());
        }

        @Override
        public String toString() {
            return index == 0 ? name : name + "[" + index + "]";
        }
    }

    /**
     * {@code &x}, or a bare {@code x} on the right of a comparison (Dat3M): the address of location x,
     * as {@link HerdLitmus#addresses()} numbers it.
     */
    record AddressOf(String name, long address) implements Operand {
        @Override
        public long valueIn(Outcome outcome) {
            return address;
        }

        @Override
        public Optional<String> key() {
            return Optional.empty();
        }

        @Override
        public String toString() {
            return "&" + name;
        }
    }

    /** A literal. */
    record Constant(long value) implements Operand {
        @Override
        public long valueIn(Outcome outcome) {
            return value;
        }

        @Override
        public Optional<String> key() {
            return Optional.empty();
        }

        @Override
        public String toString() {
            return Long.toString(value);
        }
    }

    private static long lookup(Outcome outcome, String key) {
        Long value = outcome.values().get(key);
        if (value == null) {
            throw new IllegalArgumentException("the outcome " + outcome + " has no value for " + key);
        }
        return value;
    }
}
