package dev.syncscope.core.litmus;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.IntFormat;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;

/**
 * One instruction of the litmus register machine. {@link Memory} instructions become memory-model
 * {@link Action}s; the others (labels, jumps, branches, register assignment) are local to the thread.
 * Each carries the {@link SourceSpan} it was written at and a one-line description for hover text.
 * Immutable.
 */
public sealed interface Instruction {

    SourceSpan source();

    /** What the instruction does, in words, for hover text and diagnostics. */
    String describe();

    /**
     * What the instruction does in symbols alone, written alike in every language ({@code r0 == 0 → LC00},
     * {@code → LC00}, {@code LC00:}, {@code r0 = r0 + 1}), for a window that words the rest of a message itself;
     * {@link #describe()} where that has no English words.
     */
    default String notation() {
        return describe();
    }

    /** An instruction that performs a memory-model action. */
    sealed interface Memory extends Instruction {
        /** The action, with register operands resolved against {@code registers}. */
        Action action(Registers registers);

        /** The register receiving the value read, or {@code null} when nothing is read. */
        default String resultRegister() {
            return null;
        }
    }

    /** {@code register = reference[index]}. */
    record Load(String register, Reference reference, int index, Access access, SourceSpan source)
            implements Memory {
        @Override
        public Action action(Registers registers) {
            return new Action.Load(reference, index, access, source);
        }

        @Override
        public String resultRegister() {
            return register;
        }

        @Override
        public String describe() {
            return "load " + register + " = " + place(reference, index) + kind(access);
        }
    }

    /** {@code reference[index] = value}. */
    record Store(Reference reference, int index, Operand value, Access access, SourceSpan source)
            implements Memory {
        @Override
        public Action action(Registers registers) {
            return new Action.Store(reference, index, value.value(registers), access, source);
        }

        @Override
        public String describe() {
            return "store " + place(reference, index) + " = " + value + kind(access);
        }
    }

    /**
     * Atomic read-modify-write: {@code register = reference[index]}, then writes
     * {@code op(old, operand)}; with {@code compare} non-null only when the old value equals it. A compare-exchange
     * that does not write is a load with the {@code unequal} access (SPIR-V OpAtomicCompareExchange: "Unequal is
     * used when Value does not equal Comparator"), which is {@code access} unless given.
     */
    record Rmw(String register, Reference reference, int index, RmwOp op, Operand operand, Operand compare,
               Access access, Access unequal, SourceSpan source) implements Memory {

        public Rmw {
            if (unequal == null) {
                unequal = access;
            }
        }

        /** A read-modify-write whose failed compare (if any) has the access of its write. */
        public Rmw(String register, Reference reference, int index, RmwOp op, Operand operand, Operand compare,
                   Access access, SourceSpan source) {
            this(register, reference, index, op, operand, compare, access, access, source);
        }

        @Override
        public Action action(Registers registers) {
            Long cmp = compare == null ? null : compare.value(registers);
            return new Action.ReadModifyWrite(reference, index, op, operand.value(registers), cmp, access, source,
                    IntFormat.INT64, unequal);
        }

        @Override
        public String resultRegister() {
            return register;
        }

        @Override
        public String describe() {
            String cmp = compare == null ? "" : " if old == " + compare;
            String otherwise = unequal.equals(access) ? "" : "; if not, a load" + kind(unequal);
            return "rmw " + register + " = " + place(reference, index) + ", write " + op.name().toLowerCase()
                    + "(old, " + operand + ")" + cmp + kind(access) + otherwise;
        }
    }

    /** OpMemoryBarrier. */
    record MemBar(Scope scope, Semantics semantics, SourceSpan source) implements Memory {
        @Override
        public Action action(Registers registers) {
            return new Action.MemoryBarrier(scope, semantics, source);
        }

        @Override
        public String describe() {
            return "memory barrier, " + scope.shortName() + " scope" + semanticsText(semantics);
        }
    }

    /**
     * OpControlBarrier taking part in the dynamic barrier instance {@code instance}; a named barrier
     * (Dat3M) also has a {@code barrierId} and possibly a {@code quorum}, both null otherwise (see
     * {@link Action.ControlBarrier}).
     */
    record CBar(Scope execution, Scope memory, Semantics semantics, int instance, SourceSpan source,
                Operand barrierId, Operand quorum) implements Memory {

        public CBar(Scope execution, Scope memory, Semantics semantics, int instance, SourceSpan source) {
            this(execution, memory, semantics, instance, source, null, null);
        }

        @Override
        public Action action(Registers registers) {
            return new Action.ControlBarrier(execution, memory, semantics, instance, source,
                    barrierId == null ? null : barrierId.value(registers),
                    quorum == null ? null : quorum.value(registers));
        }

        @Override
        public String describe() {
            return "control barrier #" + instance + (barrierId == null ? "" : " id " + barrierId)
                    + (quorum == null ? "" : " quorum " + quorum) + ", execution " + execution.shortName()
                    + ", memory " + memory.shortName() + semanticsText(semantics);
        }
    }

    /**
     * An API-side operation with no operands: device availability or visibility ({@code avdevice},
     * {@code visdevice}), a host thread's flush or invalidate, or a memory domain operation.
     */
    record ApiOperation(Action operation, String description) implements Memory {
        @Override
        public SourceSpan source() {
            return operation.source();
        }

        @Override
        public Action action(Registers registers) {
            return operation;
        }

        @Override
        public String describe() {
            return description;
        }
    }

    /** A jump target. */
    record Label(String name, SourceSpan source) implements Instruction {
        @Override
        public String describe() {
            return "label " + name;
        }

        @Override
        public String notation() {
            return name + ":";
        }
    }

    /** Unconditional jump to {@code label}. */
    record Jump(String label, SourceSpan source) implements Instruction {
        @Override
        public String describe() {
            return "jump to " + label;
        }

        @Override
        public String notation() {
            return "→ " + label;
        }
    }

    /** Jump to {@code label} when {@code register condition right} holds. */
    record Branch(String register, Condition condition, Operand right, String label, SourceSpan source)
            implements Instruction {
        @Override
        public String describe() {
            return "if " + register + " " + condition.symbol() + " " + right + " jump to " + label;
        }

        @Override
        public String notation() {
            return register + " " + condition.symbol() + " " + right + " → " + label;
        }
    }

    /** {@code register = left op right}, or {@code register = left} when {@code op} is null. */
    record Assign(String register, Operand left, ArithOp op, Operand right, SourceSpan source)
            implements Instruction {
        @Override
        public String describe() {
            return op == null ? register + " = " + left : register + " = " + left + " " + op.symbol() + " " + right;
        }

        long evaluate(Registers registers) {
            long l = left.value(registers);
            return op == null ? l : op.apply(l, right.value(registers));
        }
    }

    private static String place(Reference reference, int index) {
        return reference.locationName(index);
    }

    private static String kind(Access access) {
        StringBuilder sb = new StringBuilder();
        if (access.atomic()) {
            sb.append(", atomic");
        }
        if (access.scope() != null) {
            sb.append(", ").append(access.scope().shortName()).append(" scope");
        }
        if (access.makePointerAvailable()) {
            sb.append(", MakePointerAvailable");
        }
        if (access.makePointerVisible()) {
            sb.append(", MakePointerVisible");
        }
        if (!access.isNonPrivate()) {
            sb.append(", private");
        }
        return sb + semanticsText(access.semantics());
    }

    private static String semanticsText(Semantics s) {
        StringBuilder sb = new StringBuilder();
        if (s.acquire()) {
            sb.append(", acquire");
        }
        if (s.release()) {
            sb.append(", release");
        }
        if (s.makeAvailable()) {
            sb.append(", MakeAvailable");
        }
        if (s.makeVisible()) {
            sb.append(", MakeVisible");
        }
        if (!s.storageClasses().isEmpty()) {
            sb.append(", semantics ");
            s.storageClasses().forEach(sc -> sb.append(sc.litmusName()).append(' '));
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }
}
