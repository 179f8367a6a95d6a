package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.SourceSpan;

/**
 * One cell of a thread's column in a herd-style Vulkan test, as written. Immutable.
 */
public sealed interface Instruction {

    /** Where the instruction is written. */
    SourceSpan span();

    /** {@code st.<q> x, v}: store v (a constant or register) to location x. */
    record Store(String location, Value value, Qualifiers qualifiers, SourceSpan span) implements Instruction { }

    /** {@code ld.<q> r, x}: load location x into register r. */
    record Load(String register, String location, Qualifiers qualifiers, SourceSpan span) implements Instruction { }

    /**
     * {@code rmw.atom.<q>[.op] r, x, v}: atomically read x into r and write {@code op(old, v)}
     * ({@code v} itself for an exchange, the default).
     */
    record Rmw(String register, String location, Value operand, Qualifiers qualifiers, SourceSpan span)
            implements Instruction { }

    /** {@code membar.<order>.<scope>.<semantics>}: OpMemoryBarrier. */
    record MemoryBarrier(Qualifiers qualifiers, SourceSpan span) implements Instruction { }

    /**
     * {@code cbar.<scope>[.<order>.<semantics>] n[, id[, quorum]]}: OpControlBarrier. {@code n} names the
     * dynamic barrier instance (equal numbers in different threads are the same barrier);
     * {@code barrierId} and {@code quorum} (Dat3M's named barriers) are null when absent.
     */
    record ControlBarrier(Qualifiers qualifiers, long instance, Value barrierId, Value quorum, SourceSpan span)
            implements Instruction { }

    /** {@code avdevice} (availability) or {@code visdevice} (visibility): API-side device-domain operations. */
    record DeviceOperation(boolean availability, SourceSpan span) implements Instruction { }

    /** {@code add r0, a, b} and the other register arithmetic. */
    record Local(LocalOp op, String register, Value left, Value right, SourceSpan span) implements Instruction { }

    /** {@code LC00:}: a branch target. */
    record Label(String name, SourceSpan span) implements Instruction { }

    /** {@code goto LC00}. */
    record Goto(String label, SourceSpan span) implements Instruction { }

    /** {@code beq a, b, LC00} and the other conditional branches. */
    record Branch(Comparison comparison, Value left, Value right, String label, SourceSpan span)
            implements Instruction { }
}
