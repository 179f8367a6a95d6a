package dev.syncscope.core.litmus.herd;

/**
 * An instruction operand of the herd-style Vulkan format: a constant or a thread-local register. Immutable.
 */
public sealed interface Value {

    /** A literal such as {@code 1} or {@code -2}. */
    record Constant(long value) implements Value {
        @Override
        public String toString() {
            return Long.toString(value);
        }
    }

    /** A register of the executing thread, such as {@code r0}. */
    record Register(String name) implements Value {
        @Override
        public String toString() {
            return name;
        }
    }
}
