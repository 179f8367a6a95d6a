package dev.syncscope.core.litmus;

/**
 * An instruction operand: a constant or a register of the executing thread. Immutable.
 */
public sealed interface Operand {

    /** The operand's value given the thread's registers. */
    long value(Registers registers);

    /** A constant. */
    static Operand constant(long value) {
        return new Constant(value);
    }

    /** A register such as {@code r0}. */
    static Operand register(String name) {
        return new Register(name);
    }

    /** A literal value. */
    record Constant(long constant) implements Operand {
        @Override
        public long value(Registers registers) {
            return constant;
        }

        @Override
        public String toString() {
            return Long.toString(constant);
        }
    }

    /** The current value of a register. */
    record Register(String name) implements Operand {
        public Register {
            if (name == null || name.isEmpty()) {
                throw new IllegalArgumentException("register name must not be empty");
            }
        }

        @Override
        public long value(Registers registers) {
            return registers.get(name);
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
